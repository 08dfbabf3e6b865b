/** Help-centre pages of the demo brand, in the two bundled languages. Content is HTML. */
export const DEMO_HELP_CENTER: { language: 'AR' | 'EN'; term: string; title: string; content: string }[] = [
  {
    language: 'AR',
    term: 'about-us',
    title: 'من نحن',
    content:
      '<h3>نوفا بلاي</h3><p>منصة ألعاب ترفيهية عبر الإنترنت تقدم الكازينو المباشر والسلوت والرياضة والمزيد، مع محفظة آمنة ودعم على مدار الساعة.</p>',
  },
  {
    language: 'AR',
    term: 'terms',
    title: 'الشروط والأحكام',
    content:
      '<h3>الشروط والأحكام</h3><p>باستخدامك للموقع فإنك تؤكد أن عمرك 18 عامًا أو أكثر وأنك قرأت هذه الشروط ووافقت عليها.</p><ul><li>حساب واحد لكل شخص.</li><li>يحق للمنصة إيقاف أي حساب يخالف الشروط.</li><li>تخضع جميع المعاملات للتحقق.</li></ul>',
  },
  {
    language: 'AR',
    term: 'privacy',
    title: 'سياسة الخصوصية',
    content:
      '<h3>سياسة الخصوصية</h3><p>نحمي بياناتك الشخصية ولا نشاركها مع أي طرف ثالث إلا بما يقتضيه القانون أو تنفيذ معاملاتك.</p>',
  },
  {
    language: 'AR',
    term: 'responsible-gaming',
    title: 'اللعب المسؤول',
    content:
      '<h3>اللعب المسؤول</h3><p>الألعاب تنطوي على مخاطرة. العب بمبالغ يمكنك تحمل خسارتها، وتواصل مع خدمة العملاء لتحديد حدود الإيداع أو الاستبعاد الذاتي.</p>',
  },
  {
    language: 'AR',
    term: 'faq',
    title: 'الأسئلة الشائعة',
    content:
      '<h3>كيف أسجل؟</h3><p>اضغط على زر التسجيل في أعلى الصفحة واملأ البيانات المطلوبة.</p><h3>كيف أودع؟</h3><p>بعد تسجيل الدخول اضغط على زر الإيداع واختر طريقة الدفع.</p>',
  },
  {
    language: 'EN',
    term: 'about-us',
    title: 'About us',
    content:
      '<h3>Nova Play</h3><p>An online entertainment platform offering live casino, slots, sports and more, with a secure wallet and support around the clock.</p>',
  },
  {
    language: 'EN',
    term: 'terms',
    title: 'Terms and conditions',
    content:
      '<h3>Terms and conditions</h3><p>By using this site you confirm that you are 18 or older and have read and accepted these terms.</p><ul><li>One account per person.</li><li>The platform may suspend any account that breaks these terms.</li><li>All transactions are subject to verification.</li></ul>',
  },
  {
    language: 'EN',
    term: 'privacy',
    title: 'Privacy policy',
    content:
      '<h3>Privacy policy</h3><p>We protect your personal data and share it with no third party except as the law requires or to carry out your transactions.</p>',
  },
  {
    language: 'EN',
    term: 'responsible-gaming',
    title: 'Responsible gaming',
    content:
      '<h3>Responsible gaming</h3><p>Games carry risk. Play only with money you can afford to lose, and contact customer service to set deposit limits or to exclude yourself.</p>',
  },
  {
    language: 'EN',
    term: 'faq',
    title: 'FAQ',
    content:
      '<h3>How do I register?</h3><p>Press the register button at the top of the page and fill in the form.</p><h3>How do I deposit?</h3><p>After logging in press the Deposit button and choose a payment method.</p>',
  },
];
