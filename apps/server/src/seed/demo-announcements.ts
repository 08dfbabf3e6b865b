import type { BannerGroup, BannerLinkageType, PopupExecution } from '@platform/contracts/announcements';
import { lockUntilCommit } from '../db/advisory-locks';
import type { Db } from '../db/database';
import type { StoredAnnouncementType } from '../db/schema-announcements';

/**
 * The demo brand's banners, notices, popups and promotions, in Arabic and
 * English. Ten player notices so the notice popup (8 per page) has two pages; a popup for each
 * execution (B visitors, A members, F first login); promotions with a promotionType so the
 * announcement popup shows its go-to-promotion button.
 */
type Text = { ar: string; en: string };

type DemoAnnouncement = {
  type: StoredAnnouncementType;
  title: Text;
  content: Text;
  /** Published this many days ago: notices are listed newest first. */
  daysAgo: number;
  /** Ends this many days from now; open-ended without. */
  endsInDays?: number;
  promotionType?: string;
  execution?: PopupExecution;
};

const ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    type: 'PL',
    daysAgo: 1,
    endsInDays: 30,
    title: { en: 'Scheduled maintenance on Tuesday', ar: 'صيانة مجدولة يوم الثلاثاء' },
    content: {
      en: '<p>Nova Play will be briefly unavailable on Tuesday from <strong>03:00 to 04:00 (GMT+4)</strong> for planned upgrades.</p><p>Your balance is safe. Please finish open games before the window starts.</p>',
      ar: '<p>ستكون نوفا بلاي غير متاحة لفترة قصيرة يوم الثلاثاء من <strong>03:00 إلى 04:00 (بتوقيت GMT+4)</strong> لإجراء تحديثات مخططة.</p><p>رصيدك في أمان. يرجى إنهاء الألعاب المفتوحة قبل بدء الصيانة.</p>',
    },
  },
  {
    type: 'PL',
    daysAgo: 2,
    title: {
      en: "New from Nova Games: Desert Oasis and Sultan's Gems",
      ar: 'جديد نوفا جيمز: واحة الصحراء وجواهر السلطان',
    },
    content: {
      en: "<p>Two new slots have landed in the lobby: <strong>Desert Oasis</strong> and <strong>Sultan's Gems</strong>.</p><p>Both can be tried for free before you play for real.</p>",
      ar: '<p>وصلت لعبتا سلوت جديدتان إلى الردهة: <strong>واحة الصحراء</strong> و<strong>جواهر السلطان</strong>.</p><p>يمكنك تجربتهما مجانًا قبل اللعب بأموال حقيقية.</p>',
    },
  },
  {
    type: 'PL',
    daysAgo: 3,
    title: { en: 'Faster withdrawals to local banks', ar: 'سحب أسرع إلى البنوك المحلية' },
    content: {
      en: '<p>Withdrawals to local bank accounts are now processed in <strong>under 30 minutes</strong> on average.</p><ul><li>No extra fees</li><li>Track every request in your member centre</li></ul>',
      ar: '<p>تتم الآن معالجة السحب إلى الحسابات البنكية المحلية في <strong>أقل من 30 دقيقة</strong> في المتوسط.</p><ul><li>بدون رسوم إضافية</li><li>تابع كل طلب من مركز الأعضاء</li></ul>',
    },
  },
  {
    type: 'PL',
    daysAgo: 4,
    title: { en: 'Security reminder: we never ask for your password', ar: 'تذكير أمني: لن نطلب كلمة مرورك أبدًا' },
    // The web's sanitizer test relies on this item: the <img onerror> and <script> below must be
    // removed before the notice is shown, and the rest of the text kept. Do not "clean" this copy.
    content: {
      en: '<p>Nova Play staff will <strong>never</strong> ask for your password or verification codes.</p><p>Never paste code someone sends you, such as <img src="x" onerror="alert(\'nova\')"> this.</p><script>alert("nova")</script><p>Report suspicious messages to customer service.</p>',
      ar: '<p>لن يطلب منك فريق نوفا بلاي <strong>أبدًا</strong> كلمة المرور أو رموز التحقق.</p><p>لا تلصق أبدًا رمزًا يرسله إليك أحد، مثل <img src="x" onerror="alert(\'nova\')"> هذا.</p><script>alert("nova")</script><p>أبلغ خدمة العملاء عن أي رسائل مريبة.</p>',
    },
  },
  {
    type: 'PL',
    daysAgo: 5,
    // The vendors by their catalogue names, which have no Arabic form: as the lobby shows them.
    title: { en: 'Live casino tables now open around the clock', ar: 'طاولات الكازينو المباشر مفتوحة على مدار الساعة' },
    content: {
      en: '<p>Baccarat, roulette and blackjack tables from <strong>Evo Live</strong> and <strong>Asia Live Studio</strong> now run 24/7.</p>',
      ar: '<p>طاولات الباكارات والروليت والبلاك جاك من <strong>Evo Live</strong> و<strong>Asia Live Studio</strong> تعمل الآن على مدار الساعة.</p>',
    },
  },
  {
    type: 'PL',
    daysAgo: 6,
    title: { en: 'Protect your account with your mobile number', ar: 'احمِ حسابك برقم هاتفك' },
    content: {
      en: '<p>Bind a mobile number in your member centre. Logins from a new device will then be confirmed by an SMS code.</p>',
      ar: '<p>اربط رقم هاتفك من مركز الأعضاء، وسيتم تأكيد تسجيل الدخول من جهاز جديد برمز عبر الرسائل القصيرة.</p>',
    },
  },
  {
    type: 'PL',
    daysAgo: 8,
    title: { en: 'Esports season: new markets on IA and TF', ar: 'موسم الرياضات الإلكترونية: أسواق جديدة على IA وTF' },
    content: {
      en: '<p>More leagues and live markets are now open on <strong>IA Esports</strong> and <strong>TF Gaming</strong>.</p><ul><li>League of Legends</li><li>Dota 2</li><li>Counter-Strike 2</li></ul>',
      ar: '<p>المزيد من الدوريات والأسواق المباشرة متاحة الآن على <strong>IA Esports</strong> و<strong>TF Gaming</strong>.</p><ul><li>ليغ أوف ليجندز</li><li>دوتا 2</li><li>كاونتر سترايك 2</li></ul>',
    },
  },
  {
    type: 'PL',
    daysAgo: 10,
    title: { en: 'Play responsibly: set your own limits', ar: 'العب بمسؤولية: حدد حدودك بنفسك' },
    content: {
      en: '<p>Gaming should stay fun. Take breaks, play only with what you can afford, and contact customer service if you want a pause.</p>',
      ar: '<p>يجب أن تبقى الألعاب ممتعة. خذ فترات راحة، والعب فقط بما تستطيع تحمله، وتواصل مع خدمة العملاء إذا أردت التوقف مؤقتًا.</p>',
    },
  },
  {
    type: 'PL',
    daysAgo: 12,
    title: { en: 'Lottery results now update every minute', ar: 'نتائج اليانصيب تتحدث الآن كل دقيقة' },
    content: {
      en: '<p>Fast 3, PK 10 and Lucky 5D results now refresh <strong>every minute</strong> on the lottery page.</p>',
      ar: '<p>تتحدث نتائج Fast 3 وPK 10 وLucky 5D الآن <strong>كل دقيقة</strong> في صفحة اليانصيب.</p>',
    },
  },
  {
    type: 'PL',
    daysAgo: 14,
    title: { en: 'Welcome to the new Nova Play lobby', ar: 'مرحبًا بك في ردهة نوفا بلاي الجديدة' },
    content: {
      en: '<p>Find games faster with search, favourites and your recent games, in Arabic or English.</p>',
      ar: '<p>اعثر على ألعابك بسرعة أكبر بالبحث والمفضلة وألعابك الأخيرة، بالعربية أو الإنجليزية.</p>',
    },
  },
  {
    type: 'H',
    daysAgo: 20,
    title: { en: 'How to make a deposit', ar: 'كيفية الإيداع' },
    content: {
      en: '<p>Deposits take a few steps:</p><ul><li>Open <strong>Deposit</strong> in the member centre</li><li>Choose a payment channel and enter the amount</li><li>Confirm; your balance updates as soon as the payment arrives</li></ul>',
      ar: '<p>يتم الإيداع في خطوات قليلة:</p><ul><li>افتح <strong>الإيداع</strong> في مركز الأعضاء</li><li>اختر قناة الدفع وأدخل المبلغ</li><li>أكّد العملية، وسيتحدث رصيدك فور وصول الدفعة</li></ul>',
    },
  },
  {
    type: 'H',
    daysAgo: 21,
    title: { en: 'How to withdraw your winnings', ar: 'كيفية سحب أرباحك' },
    content: {
      en: '<ul><li>Add a bank account in the member centre</li><li>Open <strong>Withdraw</strong> and enter the amount</li><li>Confirm with your payment password</li></ul>',
      ar: '<ul><li>أضف حسابًا بنكيًا في مركز الأعضاء</li><li>افتح <strong>السحب</strong> وأدخل المبلغ</li><li>أكّد بكلمة مرور الدفع</li></ul>',
    },
  },
  {
    type: 'PU',
    execution: 'B',
    promotionType: 'FIRST_DEPOSIT',
    daysAgo: 2,
    title: { en: 'Join Nova Play: 100% welcome bonus', ar: 'انضم إلى نوفا بلاي: مكافأة ترحيب 100%' },
    content: {
      en: '<p>Register today and we double your first deposit, up to <strong>$200</strong>.</p>',
      ar: '<p>سجّل اليوم وسنضاعف إيداعك الأول حتى <strong>200$</strong>.</p>',
    },
  },
  {
    type: 'PU',
    execution: 'A',
    daysAgo: 2,
    title: { en: 'Weekend reload: 25% extra', ar: 'مكافأة نهاية الأسبوع: 25% إضافية' },
    content: {
      en: '<p>Every deposit from Friday to Sunday earns <strong>25% extra</strong>, up to $100 per weekend.</p>',
      ar: '<p>كل إيداع من الجمعة إلى الأحد يمنحك <strong>25% إضافية</strong> حتى 100$ في نهاية الأسبوع.</p>',
    },
  },
  {
    type: 'PU',
    execution: 'F',
    daysAgo: 2,
    title: { en: 'Welcome aboard!', ar: 'أهلًا بك معنا!' },
    content: {
      en: '<p>Three steps to get started:</p><ul><li>Bind your mobile number</li><li>Add a bank account</li><li>Try any game marked free trial</li></ul>',
      ar: '<p>ثلاث خطوات للبدء:</p><ul><li>اربط رقم هاتفك</li><li>أضف حسابًا بنكيًا</li><li>جرّب أي لعبة عليها علامة التجربة المجانية</li></ul>',
    },
  },
  {
    type: 'PR',
    promotionType: 'FIRST_DEPOSIT',
    daysAgo: 3,
    title: { en: '100% first deposit bonus up to $200', ar: 'مكافأة 100% على الإيداع الأول حتى 200$' },
    content: {
      en: '<p>Make your first deposit and receive the same amount as a bonus, up to <strong>$200</strong>.</p><ul><li>Minimum deposit $10</li><li>Bonus turnover: 10x</li></ul>',
      ar: '<p>قم بإيداعك الأول واحصل على المبلغ نفسه كمكافأة حتى <strong>200$</strong>.</p><ul><li>الحد الأدنى للإيداع 10$</li><li>متطلبات الرهان للمكافأة: 10 أضعاف</li></ul>',
    },
  },
  {
    type: 'PR',
    promotionType: 'REFERRAL',
    daysAgo: 3,
    title: { en: 'Invite friends, earn together', ar: 'ادعُ أصدقاءك واربحوا معًا' },
    content: {
      en: '<p>Share your referral code. When a friend makes a first deposit, you both receive <strong>$10</strong>.</p>',
      ar: '<p>شارك رمز الإحالة الخاص بك. عندما يقوم صديقك بأول إيداع، يحصل كل منكما على <strong>10$</strong>.</p>',
    },
  },
];

type DemoBanner = {
  group: BannerGroup;
  title: Text;
  color: string;
  colorEnd?: string;
  linkage: BannerLinkageType;
  target?: string;
};

const BANNERS: DemoBanner[] = [
  {
    group: 'w_home',
    title: { en: 'Welcome to Nova Play', ar: 'مرحبًا بك في نوفا بلاي' },
    color: '#7c3aed',
    colorEnd: '#1e1b4b',
    linkage: 'NONE',
  },
  {
    group: 'w_home',
    title: { en: 'New slots every week', ar: 'ألعاب سلوت جديدة كل أسبوع' },
    color: '#c2410c',
    colorEnd: '#7c2d12',
    linkage: 'ROUTE',
    target: '/rng',
  },
  {
    group: 'w_home',
    title: { en: 'Fortune Dragon: spin now', ar: 'التنين المحظوظ: العب الآن' },
    color: '#b91c1c',
    colorEnd: '#450a0a',
    linkage: 'GAME',
    target: '1001',
  },
  {
    group: 'w_leftmenu',
    title: { en: 'Invite friends, earn rewards', ar: 'ادعُ أصدقاءك واربح المكافآت' },
    color: '#0f766e',
    linkage: 'ROUTE',
    target: '/promotions',
  },
  { group: 'w_login', title: { en: 'Welcome back', ar: 'أهلًا بعودتك' }, color: '#1d4ed8', linkage: 'NONE' },
  {
    group: 'w_register',
    title: { en: 'Join Nova Play today', ar: 'انضم إلى نوفا بلاي اليوم' },
    color: '#7c3aed',
    colorEnd: '#db2777',
    linkage: 'NONE',
  },
  {
    group: 'w_forget',
    title: { en: "We'll help you back in", ar: 'سنساعدك على العودة' },
    color: '#334155',
    colorEnd: '#0f172a',
    linkage: 'NONE',
  },
];

const DAY_MS = 86_400_000;

/**
 * Idempotent: announcements are added only to a merchant that has none, banners likewise, so
 * whatever the operator has written since is left as it is.
 */
export async function seedDemoAnnouncements(db: Db, merchantCode: string): Promise<void> {
  const merchant = await db.selectFrom('merchant').select('id').where('code', '=', merchantCode).executeTakeFirst();
  if (!merchant) return;
  const merchant_id = merchant.id;
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    // Several processes may start on one fresh database: the lock makes the check-then-insert one step.
    await lockUntilCommit(trx, 'seedDemoAnnouncements', merchant_id);
    const anyAnnouncement = await trx
      .selectFrom('announcement')
      .select('id')
      .where('merchant_id', '=', merchant_id)
      .limit(1)
      .executeTakeFirst();
    if (!anyAnnouncement) {
      await trx
        .insertInto('announcement')
        .values(
          ANNOUNCEMENTS.map((a, sort) => ({
            merchant_id,
            type: a.type,
            title_ar: a.title.ar,
            title_en: a.title.en,
            content_ar: a.content.ar,
            content_en: a.content.en,
            promotion_type: a.promotionType ?? null,
            execution: a.execution ?? null,
            sort,
            starts_at: new Date(now - a.daysAgo * DAY_MS),
            ends_at: a.endsInDays === undefined ? null : new Date(now + a.endsInDays * DAY_MS),
          })),
        )
        .execute();
    }
    const anyBanner = await trx
      .selectFrom('banner')
      .select('id')
      .where('merchant_id', '=', merchant_id)
      .limit(1)
      .executeTakeFirst();
    if (!anyBanner) {
      await trx
        .insertInto('banner')
        .values(
          BANNERS.map((b, sort) => ({
            merchant_id,
            group_name: b.group,
            title_ar: b.title.ar,
            title_en: b.title.en,
            color: b.color,
            color_end: b.colorEnd ?? null,
            linkage_type: b.linkage,
            link_target: b.target ?? null,
            sort,
            starts_at: new Date(now - DAY_MS),
          })),
        )
        .execute();
    }
  });
}
