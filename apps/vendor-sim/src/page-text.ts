/** The game page's words in its two languages; `{name}` marks a value the page fills in. */
export const PAGE_TEXT = {
  ar: {
    title: 'عجلة الحظ',
    studio: 'محاكي مزوّد الألعاب',
    real: 'لعب حقيقي',
    trial: 'تجربة مجانية (رصيد تجريبي)',
    transfer: 'محفظة المزوّد (تحويل)',
    transferHint: 'حوّل رصيدًا إلى محفظة هذا المزوّد من صفحة المحفظة في الموقع، ثم حدّث الرصيد.',
    balance: 'الرصيد',
    refresh: 'تحديث الرصيد',
    wheel: 'أقسام العجلة',
    stake: 'مبلغ الرهان',
    spin: 'أدر العجلة',
    history: 'جولاتك',
    spinning: 'العجلة تدور…',
    win: 'ربحت {win} {currency}',
    lose: 'لا ربح هذه المرة',
    round: 'رهان {stake} · ربح {win}',
    insufficient: 'الرصيد غير كافٍ لهذا الرهان.',
    expired: 'انتهت جلسة اللعب. أغلق اللعبة وابدأها من جديد.',
    cancelled: 'أُلغيت الجولة وأُعيد مبلغ الرهان.',
    pending: 'سيُدفع ربحك قريبًا.',
    unconfirmed: 'لم يتأكد الرهان بعد، وستُسوّى الجولة تلقائيًا.',
    error: 'تعذّر وضع الرهان. حاول مرة أخرى.',
  },
  en: {
    title: 'Lucky Wheel',
    studio: 'Vendor simulator',
    real: 'Real play',
    trial: 'Free trial (play money)',
    transfer: 'Vendor wallet (transfer)',
    transferHint: "Move money into this vendor's wallet from the site's wallet page, then refresh the balance.",
    balance: 'Balance',
    refresh: 'Refresh balance',
    wheel: 'Wheel segments',
    stake: 'Stake',
    spin: 'Spin the wheel',
    history: 'Your rounds',
    spinning: 'The wheel is spinning…',
    win: 'You won {win} {currency}',
    lose: 'No win this time',
    round: 'Stake {stake} · win {win}',
    insufficient: 'Not enough balance for this stake.',
    expired: 'Your game session has ended. Close the game and launch it again.',
    cancelled: 'The round was cancelled and your stake returned.',
    pending: 'Your win will be paid shortly.',
    unconfirmed: 'The bet is not confirmed yet; the round will be settled automatically.',
    error: 'The bet could not be placed. Try again.',
  },
} as const;

export type PageText = (typeof PAGE_TEXT)[keyof typeof PAGE_TEXT];

/** The error pages: a launch that cannot be played, in the launch's language when it is known. */
export const ERROR_TEXT = {
  ar: {
    LAUNCH_TOKEN_INVALID: ['رابط اللعبة مستخدم من قبل أو انتهت صلاحيته.', 'أغلق اللعبة وابدأها من جديد.'],
    UNREACHABLE: ['تعذّر الاتصال بالموقع.', 'حاول مرة أخرى بعد قليل، أو أغلق اللعبة وابدأها من جديد.'],
    INVALID_LAUNCH: ['رابط اللعبة غير صالح.', 'أغلق اللعبة وابدأها من جديد من الموقع.'],
  },
  en: {
    LAUNCH_TOKEN_INVALID: ['This game link was already used or has expired.', 'Close the game and launch it again.'],
    UNREACHABLE: ['The casino could not be reached.', 'Try again in a moment, or close the game and launch it again.'],
    INVALID_LAUNCH: ['This game link is not valid.', 'Close the game and launch it again from the site.'],
  },
} as const;

export type LaunchError = keyof (typeof ERROR_TEXT)['en'];
