// The first privacy notice (version 1), published when a database has none: itemised in plain language as the DPDP
// Rules 2025 (rule 3) ask, in English and Hindi. Admins publish later versions at /admin/privacy.
import type { NoticeBody, OptionalPurpose } from "./contract/privacy.ts";

/** How each optional purpose is named on /profile/privacy. */
export const PURPOSE_LABELS: Record<OptionalPurpose, { en: string; hi: string }> = {
  marketing_mail: {
    en: "Emails about renewals and new programs",
    hi: "नवीनीकरण और नए प्रोग्राम के बारे में ईमेल",
  },
  cohort_comparison: {
    en: "Count my activity in my cohort's medians (My progress)",
    hi: "मेरी गतिविधि को मेरे बैच के माध्य (My progress) में गिना जाए",
  },
  public_name: {
    en: "Show my name on leaderboards and on my certificate's public verification page",
    hi: "लीडरबोर्ड और मेरे प्रमाणपत्र के सार्वजनिक सत्यापन पृष्ठ पर मेरा नाम दिखाया जाए",
  },
};

export const DEFAULT_NOTICE: NoticeBody = {
  en: {
    title: "Privacy notice",
    intro:
      "This notice tells you, item by item, what personal data the institute collects when you learn here, why, " +
      "and what each item lets us do for you. The items marked optional are used only if you agree, and you can " +
      "withdraw any of them at any time from Profile, Privacy, as easily as you gave it.",
    items: [
      {
        id: "account",
        what: "Your name, email address and password (stored only as a hash).",
        why: "To create your account, let you log in and write to you about it.",
        service: "Your account, password resets and security emails.",
        purpose: null,
      },
      {
        id: "questionnaire",
        what: "Your phone number, college, year of study and the answers to the sign-up questionnaire.",
        why: "To place you in the right program and contact you about your enrolment.",
        service: "Program placement and enrolment support.",
        purpose: null,
      },
      {
        id: "learning",
        what:
          "Your enrolments, video progress, quiz answers, research and project files, simulated orders, game " +
          "and interview answers, grades and certificates.",
        why: "To teach you, grade your work and issue your certificate.",
        service: "The courses, the simulated market, grading and certificates.",
        purpose: null,
      },
      {
        id: "activity",
        what: "When you log in and which pages and lessons you use.",
        why: "To keep your account secure and to let instructors see who has fallen behind.",
        service: "Login sessions, My progress and instructor follow-up.",
        purpose: null,
      },
      {
        id: "marketing",
        what: "Your email address and your enrolment's end date.",
        why: "To remind you before your access ends and tell you about new programs.",
        service: "Renewal and program emails (optional).",
        purpose: "marketing_mail",
      },
      {
        id: "cohort",
        what: "Your activity, counted without your name in your cohort's medians.",
        why: "So that every learner can compare their progress with the cohort.",
        service: "The cohort comparison in My progress (optional).",
        purpose: "cohort_comparison",
      },
      {
        id: "public_name",
        what: "Your name.",
        why: "To show it to other learners on leaderboards and to employers who verify your certificate.",
        service: "Named leaderboards and certificate verification (optional).",
        purpose: "public_name",
      },
    ],
    withdraw:
      "Open Profile, then Privacy: each optional item has its own switch, and turning it off takes effect at once. " +
      "From the same page you can download all your data, ask for a correction, or ask for your account and data " +
      "to be erased (you have 48 hours to change your mind).",
    complain:
      "Write to the grievance officer named below; you will get an answer within the stated number of days. If " +
      "you are not satisfied, you may complain to the Data Protection Board of India.",
  },
  hi: {
    title: "गोपनीयता सूचना",
    intro:
      "यह सूचना एक-एक मद करके बताती है कि यहाँ पढ़ते समय संस्थान आपका कौन-सा व्यक्तिगत डेटा एकत्र करता है, क्यों, " +
      "और हर मद से हम आपके लिए क्या कर पाते हैं। वैकल्पिक चिह्नित मदों का उपयोग केवल आपकी सहमति से होता है, और आप " +
      "Profile, Privacy से किसी भी समय उतनी ही आसानी से सहमति वापस ले सकते हैं जितनी आसानी से दी थी।",
    items: [
      {
        id: "account",
        what: "आपका नाम, ईमेल पता और पासवर्ड (केवल हैश के रूप में रखा जाता है)।",
        why: "आपका खाता बनाने, लॉग इन कराने और उसके बारे में आपको लिखने के लिए।",
        service: "आपका खाता, पासवर्ड रीसेट और सुरक्षा ईमेल।",
        purpose: null,
      },
      {
        id: "questionnaire",
        what: "आपका फ़ोन नंबर, कॉलेज, अध्ययन का वर्ष और साइन-अप प्रश्नावली के उत्तर।",
        why: "आपको सही प्रोग्राम में रखने और नामांकन के बारे में संपर्क करने के लिए।",
        service: "प्रोग्राम चयन और नामांकन सहायता।",
        purpose: null,
      },
      {
        id: "learning",
        what:
          "आपके नामांकन, वीडियो प्रगति, क्विज़ उत्तर, रिसर्च और प्रोजेक्ट फ़ाइलें, सिम्युलेटेड ऑर्डर, गेम और इंटरव्यू " +
          "के उत्तर, ग्रेड और प्रमाणपत्र।",
        why: "आपको पढ़ाने, आपके काम को ग्रेड करने और प्रमाणपत्र जारी करने के लिए।",
        service: "कोर्स, सिम्युलेटेड बाज़ार, ग्रेडिंग और प्रमाणपत्र।",
        purpose: null,
      },
      {
        id: "activity",
        what: "आप कब लॉग इन करते हैं और कौन-से पेज और पाठ उपयोग करते हैं।",
        why: "आपके खाते को सुरक्षित रखने और प्रशिक्षकों को यह दिखाने के लिए कि कौन पीछे रह गया है।",
        service: "लॉगिन सत्र, My progress और प्रशिक्षकों की ओर से संपर्क।",
        purpose: null,
      },
      {
        id: "marketing",
        what: "आपका ईमेल पता और आपके नामांकन की समाप्ति तिथि।",
        why: "पहुँच समाप्त होने से पहले याद दिलाने और नए प्रोग्राम के बारे में बताने के लिए।",
        service: "नवीनीकरण और प्रोग्राम ईमेल (वैकल्पिक)।",
        purpose: "marketing_mail",
      },
      {
        id: "cohort",
        what: "आपकी गतिविधि, आपके नाम के बिना, आपके बैच के माध्य में गिनी जाती है।",
        why: "ताकि हर विद्यार्थी अपनी प्रगति की तुलना बैच से कर सके।",
        service: "My progress में बैच से तुलना (वैकल्पिक)।",
        purpose: "cohort_comparison",
      },
      {
        id: "public_name",
        what: "आपका नाम।",
        why: "लीडरबोर्ड पर अन्य विद्यार्थियों को और आपका प्रमाणपत्र सत्यापित करने वाले नियोक्ताओं को दिखाने के लिए।",
        service: "नाम सहित लीडरबोर्ड और प्रमाणपत्र सत्यापन (वैकल्पिक)।",
        purpose: "public_name",
      },
    ],
    withdraw:
      "Profile, फिर Privacy खोलें: हर वैकल्पिक मद का अपना स्विच है, और उसे बंद करते ही वह तुरंत लागू होता है। उसी पेज " +
      "से आप अपना पूरा डेटा डाउनलोड कर सकते हैं, सुधार का अनुरोध कर सकते हैं, या अपना खाता और डेटा मिटाने का अनुरोध " +
      "कर सकते हैं (मन बदलने के लिए आपके पास 48 घंटे होंगे)।",
    complain:
      "नीचे दिए गए शिकायत अधिकारी को लिखें; आपको बताए गए दिनों के भीतर उत्तर मिलेगा। यदि आप संतुष्ट नहीं हैं, तो आप " +
      "भारतीय डेटा संरक्षण बोर्ड (Data Protection Board of India) से शिकायत कर सकते हैं।",
  },
};
