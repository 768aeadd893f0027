import type { content as nlContent } from '../nl/content.ts';

/** Texts of the content and contact screens: blogs, helpdesk, advertise, newsletter, about, agenda (decision 040). */
export const content: typeof nlContent = {
  forms: {
    checkFields: 'Bitte prüfen Sie die markierten Felder.',
    honeypot: 'Dieses Feld bitte leer lassen',
    optional: 'optional',
  },
  blogs: {
    breadcrumb: 'Blogs',
    empty: 'Es gibt noch keine Blogs.',
    header: {
      title: { company: 'Blogs über Firmenausflüge und Teambuilding', kids: 'Blogs über Ausflüge mit Kindern' },
      intro: {
        company: 'Ideen, Tipps und Hintergründe für alle, die einen Firmenausflug, eine Betriebsfeier oder ein Teamevent planen.',
        kids: 'Tipps und Ideen für schöne Tage mit Kindern: drinnen, draußen, in den Ferien und beim Kindergeburtstag.',
      },
    },
    meta: {
      title: { company: 'Blogs über Firmenausflüge, Betriebsausflüge und Teambuilding', kids: 'Blogs über Ausflüge mit Kindern und der Familie' },
      description: {
        company:
          'Lesen Sie unsere Blogs über Firmenausflüge, Betriebsausflüge und Teambuilding: praktische Tipps für einen gelungenen Ausflug mit Kollegen, von Budget und Ort bis zu Programm und Anreise.',
        kids: 'Lesen Sie unsere Blogs über Ausflüge mit Kindern: Ideen für Regentage, die Schulferien, Kindergeburtstage und Tagesausflüge mit der ganzen Familie, mit praktischen Tipps für Eltern.',
      },
    },
  },
  blog: {
    back: 'Zurück zu allen Blogs',
    related: { title: 'Passende Ausflüge' },
    website: 'Mehr auf der Website lesen',
    newWindow: 'öffnet in einem neuen Fenster',
    tags: 'Themen',
  },
  blogTag: {
    title: 'Blogs zum Thema {{tag}}',
    intro_one: '{{count}} Artikel zu diesem Thema.',
    intro_other: '{{count}} Artikel zu diesem Thema.',
    metaTitle: 'Blogs zum Thema {{tag}}',
    metaDescription_one: 'Lesen Sie unseren Artikel zum Thema {{tag}}: Tipps und Ideen.',
    metaDescription_other: 'Lesen Sie unsere {{count}} Artikel zum Thema {{tag}}: Tipps und Ideen.',
  },
  newsletter: {
    meta: {
      title: { company: 'Newsletter mit den besten Firmenausflügen', kids: 'Newsletter mit den schönsten Ausflügen für Kinder' },
      description: {
        company:
          'Melden Sie sich für unseren Newsletter an und erhalten Sie alle drei Wochen neue Firmenausflüge, Teambuilding-Ideen und Angebote in Ihr Postfach.',
        kids: 'Melden Sie sich für unseren Newsletter an und erhalten Sie alle drei Wochen die schönsten Ausflüge, Veranstaltungen und Angebote für die ganze Familie.',
      },
    },
    header: {
      title: { company: 'Newsletter', kids: 'Newsletter' },
      intro: { company: 'Neue Ausflüge und Ideen für Ihr Team, direkt in Ihr Postfach.', kids: 'Die schönsten Ausflüge mit Kindern, direkt in Ihr Postfach.' },
    },
    section: {
      title: { company: 'Bleiben Sie über neue Firmenausflüge informiert', kids: 'Bleiben Sie über die schönsten Ausflüge für Kinder informiert' },
      intro: {
        company:
          'Auf der Suche nach Inspiration für den nächsten Teamausflug oder die nächste Betriebsfeier? Unser Newsletter stellt Ihnen die neuesten Ausflüge und Ideen zusammen.',
        kids: 'Was machen wir am Wochenende? Unser Newsletter stellt Ihnen neue Ausflüge, Veranstaltungen und Ferienideen zusammen.',
      },
      point1: { company: 'Neue Ausflüge und Teambuilding-Aktivitäten', kids: 'Neue Ausflüge für Kinder und Familien' },
      point2: { company: 'Tipps für die Organisation Ihres Ausflugs', kids: 'Veranstaltungen aus unserem Kalender' },
      point3: { company: 'Angebote von Anbietern', kids: 'Ideen für die Schulferien' },
      frequency: 'Der Newsletter erscheint alle drei Wochen. Abmelden können Sie sich jederzeit mit einem Klick.',
    },
    form: {
      name: 'Name',
      email: 'E-Mail-Adresse',
      submit: 'Anmelden',
      sending: 'Anmeldung läuft...',
      sent: 'Angemeldet',
      thanks:
        'Vielen Dank für Ihre Anmeldung! Wir haben Ihnen eine E-Mail geschickt: Bitte bestätigen Sie Ihre Anmeldung über den Link darin, dann erhalten Sie den Newsletter.',
      error: 'Das Formular konnte nicht gesendet werden. Bitte versuchen Sie es später noch einmal.',
    },
    confirm: {
      title: 'Anmeldung bestätigen',
      intro: 'Bitte bestätigen Sie unten, dass Sie den Newsletter von {{platformName}} erhalten möchten. Ohne Bestätigung senden wir Ihnen keinen Newsletter.',
      submit: 'Ja, ich möchte den Newsletter erhalten',
      confirmed: 'Vielen Dank! Ihre Anmeldung ist bestätigt; Sie erhalten künftig den Newsletter von {{platformName}}.',
      invalid: 'Dieser Link ist nicht (mehr) gültig. Vielleicht haben Sie Ihre Anmeldung schon bestätigt; sonst können Sie sich erneut anmelden.',
      again: 'Erneut anmelden',
      metaDescription: 'Bestätigen Sie Ihre Anmeldung zum Newsletter von {{platformName}}.',
    },
  },
  questionForm: {
    name: 'Name',
    email: 'E-Mail-Adresse',
    phone: 'Telefonnummer',
    company: 'Firma',
    remark: 'Anmerkung',
    submit: 'Senden',
    sent: 'Gesendet',
    success: 'Vielen Dank für Ihre Nachricht. Sie erhalten innerhalb weniger Minuten eine Bestätigung per E-Mail.',
    error: 'Das Formular konnte nicht gesendet werden. Bitte versuchen Sie es später noch einmal.',
  },
  helpdesk: {
    meta: {
      title: 'Hilfe und häufig gestellte Fragen',
      description: {
        company:
          'Antworten auf häufig gestellte Fragen zur Anfrage eines Firmenausflugs: Preise, weitere Informationen, telefonischer Kontakt und Hilfe bei der Auswahl.',
        kids: 'Antworten auf häufig gestellte Fragen zu Ausflügen mit Kindern: Preise und Hilfe bei der Suche nach dem passenden Ausflug.',
      },
    },
    header: { title: 'Hilfe', intro: 'Sie haben eine Frage? Hier finden Sie die Antworten auf die häufigsten Fragen.' },
    faq: {
      title: 'Häufig gestellte Fragen',
      price: {
        question: { company: 'Was kostet ein Firmenausflug?', kids: 'Was kostet ein Ausflug?' },
        answer: {
          company:
            'Der Preis ist je nach Anbieter verschieden und hängt von der Personenzahl, der Dauer und den Wünschen Ihrer Gruppe ab. Fordern Sie auf der Seite eines Ausflugs unverbindlich ein Angebot an; der Anbieter schickt Ihnen einen passenden Preis.',
          kids: 'Der Preis ist je nach Ausflug und Anbieter verschieden. Auf der Seite eines Ausflugs finden Sie die Website des Anbieters mit den aktuellen Preisen und Familienrabatten.',
        },
      },
      moreInfo: {
        question: { company: 'Wie erhalte ich weitere Informationen zu einem Ausflug?', kids: 'Wie erhalte ich weitere Informationen zu einem Ausflug?' },
        answer: {
          company:
            'Füllen Sie auf der Seite des Ausflugs das Angebotsformular aus. Ihre Anfrage geht direkt an den Anbieter, der sich mit weiteren Informationen bei Ihnen meldet.',
          kids: 'Auf der Seite des Ausflugs finden Sie die Kontaktdaten des Anbieters.',
        },
      },
      phone: {
        question: { company: 'Kann ich den Anbieter anrufen?', kids: 'Kann ich den Anbieter anrufen?' },
        answer: {
          company: 'Ja. Auf der Seite eines Ausflugs können Sie die Telefonnummer des Anbieters einblenden und ihn direkt anrufen.',
          kids: 'Auf der Seite eines Ausflugs steht die Telefonnummer des Anbieters.',
        },
      },
      help: {
        question: { company: 'Können Sie bei der Auswahl eines Ausflugs helfen?', kids: 'Können Sie bei der Suche nach einem Ausflug helfen?' },
        answer: {
          company:
            'Gern. Stellen Sie Ihre Frage mit dem Formular auf dieser Seite und beschreiben Sie, was Sie suchen: Personenzahl, Region und Budget. Wir helfen Ihnen gern weiter.',
          kids: 'Gern. Stellen Sie Ihre Frage mit dem Formular auf dieser Seite und nennen Sie uns das Alter der Kinder und die Region. Wir helfen Ihnen gern weiter.',
        },
      },
    },
    form: { title: 'Stellen Sie Ihre Frage', intro: 'Ihre Frage ist nicht dabei? Schreiben Sie uns, wir melden uns so schnell wie möglich bei Ihnen.' },
  },
  agenda: {
    title: 'Kalender',
    meta: {
      title: 'Veranstaltungskalender für Kinder und Familien',
      description:
        'Was kann man mit Kindern unternehmen? Der Kalender zeigt Vorstellungen, Workshops, Feste und andere Veranstaltungen für die ganze Familie, nach Ort und Datum durchsuchbar.',
    },
    filters: {
      label: 'Kalender durchsuchen',
      search: 'Suchen',
      show: 'Ausflüge zeigen',
      clear: 'Löschen',
      title: 'Nach Titel suchen',
      titlePlaceholder: 'Zum Beispiel: Zirkus',
      city: 'Ort',
      cityPlaceholder: 'Ort suchen',
      from: 'Ab',
      to: 'Bis einschließlich',
      openCalendar: 'Kalender öffnen',
      previousMonth: 'Vorheriger Monat',
      nextMonth: 'Nächster Monat',
    },
    results: {
      title: 'Termine',
      count_one: '{{count}} Termin gefunden',
      count_other: '{{count}} Termine gefunden',
      empty: 'Keine Termine gefunden',
    },
    card: { date: 'Datum', website: 'Zur Website', newWindow: 'öffnet in einem neuen Fenster' },
    ad: { label: 'Anzeige', text: 'Sie organisieren eine Veranstaltung für Kinder? Tragen Sie sie in unseren Kalender ein.', link: 'Veranstaltung eintragen' },
  },
  advertise: {
    meta: {
      title: 'Werben',
      description: {
        company:
          'Werben Sie mit Ihrem Firmenausflug oder Teamevent auf unserer Plattform: bis zu 8.000 Besucher am Tag, für 35 Euro zzgl. MwSt. im Monat, mit einem Bericht alle drei Monate.',
        kids: 'Werben Sie mit Ihrem Ausflug für Kinder oder Ihrer Veranstaltung auf unserer Plattform: bis zu 8.000 Besucher am Tag, für 35 Euro zzgl. MwSt. im Monat, mit einem Bericht alle drei Monate.',
      },
    },
    header: {
      title: 'Werben',
      intro: { company: 'Lassen Sie Firmen und Teams Ihren Ausflug finden.', kids: 'Lassen Sie Eltern und Kinder Ihren Ausflug finden.' },
    },
    text: {
      title: { company: 'Ihr Firmenausflug in unserer Übersicht', kids: 'Ihr Ausflug für Kinder in unserer Übersicht' },
      intro: {
        company:
          'Sie bieten Firmenausflüge, Teamausflüge oder Teambuilding an? Mit einer Anzeige auf unserer Plattform erreichen Sie jeden Tag Organisatoren, die einen Ausflug für ihre Kollegen suchen.',
        kids: 'Sie haben einen Ausflug, eine Attraktion oder eine Aktivität für Kinder? Mit einer Anzeige erreichen Sie jeden Tag Eltern auf der Suche nach einem schönen Ausflug.',
      },
    },
    claims: {
      visitors: 'Bis zu 8.000 Besucher am Tag',
      price: 'Für 35 € zzgl. MwSt. ist Ihre Anzeige höchstens 1 Monat online',
      report: 'Alle 3 Monate ein Bericht über Ihre Besucher, Klicks und Anfragen',
    },
    login: { text: 'Sie werben bereits bei uns?', link: 'Anmeldung für Werbekunden' },
    signUp: { text: 'Noch kein Konto?', link: 'Als Anbieter registrieren' },
    form: { title: 'Informationen anfordern', intro: 'Hinterlassen Sie Ihre Daten, wir melden uns mit den Möglichkeiten bei Ihnen.' },
    agenda: {
      title: 'Ihre Veranstaltung in unserem Kalender',
      text: 'Besucher suchen im Kalender nach Ort und Datum etwas Schönes zum Unternehmen.',
      button: 'Zum Kalender',
    },
    event: {
      title: 'Veranstaltung anmelden',
      text: 'Sie organisieren eine Vorstellung, einen Workshop, ein Fest oder eine andere Veranstaltung für Kinder? Melden Sie sie für unseren Kalender an.',
      open: 'Veranstaltung eintragen!',
      formTitle: 'Ihre Veranstaltung',
      formIntro: 'Geben Sie die Daten Ihrer Veranstaltung ein. Wir prüfen die Anmeldung und nehmen die Veranstaltung danach in den Kalender auf.',
    },
  },
  eventForm: {
    errors: {
      nameRequired: 'Bitte geben Sie einen Namen ein',
      emailRequired: 'Bitte geben Sie eine E-Mail-Adresse ein',
      emailInvalid: 'Die E-Mail-Adresse ist ungültig',
      ibanRequired: 'Bitte geben Sie eine IBAN ein',
      ibanInvalid: 'Die IBAN ist ungültig',
      provinceRequired: 'Bitte geben Sie ein Bundesland ein',
      cityRequired: 'Bitte geben Sie eine Stadt ein',
      addressRequired: 'Bitte geben Sie Straße und Hausnummer ein',
      zipcodeRequired: 'Bitte geben Sie eine Postleitzahl ein',
      titleRequired: 'Bitte geben Sie einen Titel ein',
      descriptionRequired: 'Bitte geben Sie eine Beschreibung ein',
      websiteRequired: 'Bitte geben Sie eine Website ein',
      startDateRequired: 'Bitte geben Sie ein Startdatum ein',
      endDateInvalid: 'Das Enddatum liegt vor dem Startdatum',
      mediaRequired: 'Bitte fügen Sie ein Bild hinzu',
      tooLong: 'Dieser Text ist zu lang',
    },
    you: 'Ihre Daten',
    event: 'Die Veranstaltung',
    name: 'Name',
    companyName: 'Firma',
    email: 'E-Mail-Adresse',
    iban: 'IBAN',
    ibanHint: 'Das Konto, von dem die Anzeigenkosten abgebucht werden, zum Beispiel DE89 3704 0044 0532 0130 00.',
    title: 'Titel der Veranstaltung',
    description: 'Beschreibung',
    startDate: 'Startdatum',
    endDate: 'Enddatum',
    address: 'Straße und Hausnummer',
    zipcode: 'Postleitzahl',
    city: 'Ort',
    province: 'Bundesland',
    provincePlaceholder: 'Bundesland auswählen',
    website: 'Website',
    image: 'Bild',
    imageHint: 'Eine .jpg-, .jpeg- oder .png-Datei, höchstens 2 MB und mindestens 154 x 50 Pixel. Eine Datei.',
    imageReceived: 'Ihr Bild ist angekommen. Wählen Sie eine andere Datei, um es zu ersetzen.',
    openCalendar: 'Kalender öffnen',
    previousMonth: 'Vorheriger Monat',
    nextMonth: 'Nächster Monat',
    submit: 'Veranstaltung senden',
    sending: 'Wird gesendet...',
    success: 'Vielen Dank! Wir haben Ihre Veranstaltung erhalten und nehmen sie nach der Prüfung in den Kalender auf.',
  },
  about: {
    meta: {
      title: 'Über uns',
      description: {
        company:
          'Wer wir sind: die Übersicht für Firmenausflüge, Teamausflüge und Teambuilding. Lesen Sie, wie es funktioniert, wie wir mit Ihren Daten umgehen und wie Sie uns erreichen.',
        kids: 'Wer wir sind: die Übersicht für Ausflüge mit Kindern und der Familie. Lesen Sie, wie es funktioniert, wie wir mit Ihren Daten umgehen und wie Sie uns erreichen.',
      },
    },
    header: { title: 'Über uns' },
    description: {
      title: 'Über {{name}}',
      intro: {
        company:
          'Wir helfen Organisatoren von Firmenausflügen, Betriebsausflügen und Teamtagen, den passenden Ausflug zu finden. Unsere Übersicht zeigt Aktivitäten von Anbietern aus dem ganzen Land, von Workshops und sportlichen Herausforderungen bis zu kulinarischen Tagen und kompletten Programmen.',
        kids: 'Wir helfen Eltern, Großeltern und Babysittern, einen schönen Ausflug mit Kindern zu finden. Unsere Übersicht und unser Kalender zeigen Ausflüge und Veranstaltungen aus dem ganzen Land, für jedes Alter und jedes Wetter.',
      },
      how: {
        company: 'Suchen Sie nach Ort, Personenzahl und Art der Aktivität, und fordern Sie direkt beim Anbieter ein unverbindliches Angebot an.',
        kids: 'Suchen Sie nach Ort, Alter und drinnen oder draußen, und gelangen Sie über die Seite des Ausflugs zum Anbieter.',
      },
      free: 'Unsere Übersicht ist kostenlos. Anbieter bezahlen für ihren Eintrag; das hat keinen Einfluss auf die Reihenfolge, in der Sie die Ausflüge sehen.',
    },
    platforms: { title: 'Unsere anderen Websites' },
    privacy: {
      title: 'Datenschutz',
      data: 'Wenn Sie ein Angebot anfordern, eine Frage stellen oder sich für den Newsletter anmelden, speichern wir die Daten, die Sie dafür eingeben.',
      use: 'Wir verwenden diese Daten nur, um Ihre Anfrage zu bearbeiten: Eine Angebotsanfrage geht an den Anbieter des Ausflugs, eine Frage an unser Team. Wir verkaufen Ihre Daten nicht an Dritte.',
      rights: 'Sie möchten wissen, welche Daten wir von Ihnen haben, oder sie löschen lassen? Schreiben Sie uns an {{email}}.',
    },
    terms: {
      title: 'Allgemeine Geschäftsbedingungen',
      nl: 'Algemene voorwaarden (Nederlands)',
      de: 'Allgemeine Geschäftsbedingungen (Deutsch)',
      fr: 'Conditions générales (français)',
    },
    contact: { title: 'Kontakt', text: 'Sie haben eine Frage oder Anmerkung? Wir freuen uns auf Ihre Nachricht.', mail: 'E-Mail', phone: 'Telefon' },
  },
  faqForm: {
    errors: {
      nameRequired: 'Bitte geben Sie Ihren Namen ein',
      emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
      emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      phoneRequired: 'Bitte geben Sie Ihre Telefonnummer ein',
      phoneInvalid: 'Bitte geben Sie eine gültige Telefonnummer ein',
      typeInvalid: 'Bitte wählen Sie Frage oder Anzeige',
      tooLong: 'Dieser Text ist zu lang',
    },
  },
  newsletterForm: {
    errors: {
      nameRequired: 'Bitte geben Sie Ihren Namen ein',
      emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
      emailInvalid: 'Keine gültige E-Mail-Adresse',
      tooLong: 'Dieser Text ist zu lang',
    },
  },
  upload: {
    errors: {
      fileRequired: 'Bitte fügen Sie ein Bild hinzu',
      oneFile: 'Bitte fügen Sie genau ein Bild hinzu',
      tooLarge: 'Das Bild ist größer als 2 MB',
      wrongType: 'Nur .jpg-, .jpeg- oder .png-Bilder sind erlaubt',
      tooSmall: 'Das Bild muss mindestens 154 x 50 Pixel groß sein',
      tooManyPixels: 'Das Bild hat zu viele Pixel',
      unreadable: 'Das Bild kann nicht gelesen werden',
      dailyLimit: 'Von dieser Adresse wurden heute zu viele Bilder hochgeladen. Bitte versuchen Sie es morgen erneut',
    },
  },
};
