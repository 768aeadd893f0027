import type { mails as nl } from '../nl/mails.ts';

/** The mails the site sends (the server's only, like head.ts). */
export const mails: typeof nl = {
  mails: {
    closing: 'Mit freundlichen Grüßen\n{{platformName}}',
    quote: {
      providerSubject: 'Angebotsanfrage für {{activityTitle}} über {{platformName}}',
      providerIntro:
        'Sehr geehrte Damen und Herren,\n\nüber {{platformName}} ({{platformDomain}}) ist eine Angebotsanfrage für "{{activityTitle}}" eingegangen. Antworten Sie auf diese E-Mail, um die anfragende Person direkt zu erreichen.',
      confirmationSubject: 'Ihre Angebotsanfrage für {{activityTitle}}',
      confirmationIntro:
        'Guten Tag {{name}},\n\nvielen Dank für Ihre Angebotsanfrage für "{{activityTitle}}" über {{platformName}}. Der Anbieter erhält Ihre Anfrage und meldet sich so schnell wie möglich bei Ihnen.',
      reference: 'Referenz: Angebot {{id}}',
      labels: {
        name: 'Name',
        gender: 'Anrede',
        company: 'Firma',
        email: 'E-Mail',
        phone: 'Telefon',
        persons: 'Anzahl Personen',
        date: 'Geplantes Datum',
        address: 'Adresse',
        zipcode: 'Postleitzahl',
        city: 'Ort',
        remark: 'Bemerkung',
        reference: 'Referenz',
      },
      gender: { man: 'Herr', vrouw: 'Frau' },
    },
    leadAnswer: {
      subject: 'Antwort von {{organisationName}} auf Ihre Angebotsanfrage für {{activityTitle}}',
      intro: 'Guten Tag {{name}},\n\n{{organisationName}} hat Ihre Angebotsanfrage für "{{activityTitle}}" über {{platformName}} beantwortet:',
      replyHint: 'Möchten Sie antworten? Antworten Sie einfach auf diese E-Mail; Ihre Antwort geht direkt an {{organisationName}}.',
    },
    leadReminder: {
      subject: 'Erinnerung: Angebotsanfrage {{id}} für {{activityTitle}} wartet auf Antwort',
      greeting: 'Guten Tag {{name}},',
      greetingNoName: 'Guten Tag,',
      text: 'Die Angebotsanfrage von {{requester}} für "{{activityTitle}}" über {{platformName}} ({{received}}) ist noch nicht beantwortet. Antworten Sie im Portal, oder markieren Sie die Anfrage als beantwortet, wenn Sie schon telefonisch oder per E-Mail Kontakt hatten: {{link}}',
      line: 'Angebotsanfrage {{id}} für "{{activityTitle}}" wartet seit {{received}} auf Antwort ({{platformName}})',
    },
    newsletter: {
      confirmSubject: 'Bitte bestätigen Sie Ihre Anmeldung zum Newsletter von {{platformName}}',
      confirmIntro:
        'Guten Tag {{name}},\n\nSie haben sich für den Newsletter von {{platformName}} ({{platformDomain}}) angemeldet. Bitte bestätigen Sie Ihre Anmeldung über den folgenden Link; erst danach senden wir Ihnen den Newsletter.',
      confirmIgnore: 'Sie haben sich nicht angemeldet? Dann müssen Sie nichts tun: ohne Bestätigung erhalten Sie keinen Newsletter.',
    },
    contact: {
      type: { Question: 'Frage', Ad: 'Werbung' },
      teamSubject: '{{type}} von {{name}}{{company}}',
      teamIntro: 'Über das Kontaktformular von {{platformName}} ist diese Nachricht eingegangen. Antworten Sie auf diese E-Mail, um den Absender zu erreichen.',
      confirmationSubject: 'Wir haben Ihre Nachricht erhalten - {{platformName}}',
      confirmationIntro: 'Guten Tag {{name}},\n\nvielen Dank für Ihre Nachricht. Wir melden uns so schnell wie möglich bei Ihnen.',
      reference: 'Referenz: Nachricht {{id}}',
      labels: { name: 'Name', company: 'Firma', email: 'E-Mail', phone: 'Telefon', remark: 'Nachricht' },
    },
    event: {
      subject: 'Neue Veranstaltung eingereicht: {{title}}',
      intro: 'Über den Kalender von {{platformName}} wurde eine Veranstaltung eingereicht. Sie wartet inaktiv auf Prüfung (Veranstaltung {{eventId}}).',
      labels: {
        title: 'Titel',
        startDate: 'Beginn',
        endDate: 'Ende',
        website: 'Website',
        description: 'Beschreibung',
        image: 'Bild',
        name: 'Name',
        company: 'Firma',
        email: 'E-Mail',
        iban: 'IBAN',
        address: 'Adresse',
        zipcode: 'Postleitzahl',
        city: 'Ort',
        province: 'Bundesland',
      },
    },
    review: {
      greeting: 'Hallo {{name}},',
      approvedSubject: 'Freigegeben: {{title}}',
      approvedText: 'Ihre Aktivität "{{title}}" ist freigegeben und erscheint jetzt so auf {{platformName}}.',
      rejectedSubject: 'Nicht freigegeben: {{title}}',
      rejectedText:
        'Ihre Änderung an "{{title}}" ist noch nicht freigegeben. Bitte passen Sie sie an und reichen Sie sie erneut ein; die bisherige Fassung bleibt so lange online.',
      comment: 'Anmerkung der Redaktion:\n{{comment}}',
      fieldNotes: 'Anmerkungen zu den Feldern:',
      photo: '{{field}}, Foto {{n}}',
      link: 'Die Aktivität im Portal: {{link}}',
      closing: 'Mit freundlichen Grüßen\n{{platformName}}',
    },
    eventReview: {
      greeting: 'Guten Tag,',
      approved: {
        subject: 'Ihre Veranstaltung "{{title}}" ist freigegeben',
        new: 'Die Veranstaltung "{{title}}" von {{organisationName}} ist freigegeben. Solange sie eingeschaltet ist, zeigt {{platformName}} sie im Veranstaltungskalender.',
        changes:
          'Die Änderungen an der Veranstaltung "{{title}}" von {{organisationName}} sind freigegeben. Der Veranstaltungskalender von {{platformName}} zeigt jetzt die neue Fassung.',
        link: 'Die Veranstaltung im Portal:',
      },
      rejected: {
        subject: 'Ihre Veranstaltung "{{title}}" ist nicht freigegeben',
        new: 'Die Veranstaltung "{{title}}" von {{organisationName}} ist noch nicht freigegeben und erscheint daher nicht im Veranstaltungskalender von {{platformName}}.',
        changes:
          'Die Änderungen an der Veranstaltung "{{title}}" von {{organisationName}} sind noch nicht freigegeben. Der Veranstaltungskalender von {{platformName}} zeigt die Veranstaltung weiter in der bisherigen Fassung.',
        comment: 'Anmerkung der Redaktion:',
        link: 'Passen Sie die Veranstaltung im Portal an und reichen Sie sie erneut ein:',
      },
      closing: 'Mit freundlichen Grüßen\n{{platformName}}',
    },
    submissionReview: {
      subject: 'Ihre Veranstaltung "{{title}}" steht im Veranstaltungskalender',
      greeting: 'Guten Tag {{name}},',
      approved:
        'Vielen Dank für die Anmeldung von "{{title}}". Wir haben die Veranstaltung freigegeben: Sie steht jetzt im Veranstaltungskalender von {{platformName}}.',
      link: 'Zum Veranstaltungskalender:',
      closing: 'Mit freundlichen Grüßen\n{{platformName}}',
    },
    accounts: {
      greeting: 'Guten Tag {{name}},',
      ignore: 'Haben Sie dies nicht selbst angefordert? Dann können Sie diese E-Mail ignorieren.',
      closing: 'Mit freundlichen Grüßen\nIhr Team von {{platformName}}',
      verifySubject: 'Bestätigen Sie Ihre E-Mail-Adresse für {{platformName}}',
      verifyText:
        'Vielen Dank für Ihre Anmeldung als Anbieter bei {{platformName}}. Bestätigen Sie Ihre E-Mail-Adresse mit diesem Link (48 Stunden gültig, nur einmal verwendbar):',
      alreadySubject: 'Anmeldung mit Ihrer E-Mail-Adresse bei {{platformName}}',
      alreadyText:
        'Jemand hat versucht, sich mit Ihrer E-Mail-Adresse bei {{platformName}} zu registrieren, aber Sie haben bereits ein Konto. Hier können Sie sich anmelden; haben Sie Ihr Passwort vergessen, fordern Sie dort ein neues an:',
      resetSubject: 'Neues Passwort für {{platformName}} festlegen',
      resetText: 'Mit diesem Link legen Sie ein neues Passwort fest. Der Link ist 1 Stunde gültig und funktioniert einmal:',
      invitationSubject: 'Einladung zum Portal von {{platformName}}',
      invitationText:
        '{{inviter}} lädt Sie zum Portal von {{platformName}} ein. Wählen Sie mit diesem Link ein Passwort (7 Tage gültig, nur einmal verwendbar):',
      changeEmailSubject: 'Bestätigen Sie Ihre neue E-Mail-Adresse für {{platformName}}',
      changeEmailText:
        'Sie möchten sich künftig mit dieser E-Mail-Adresse bei {{platformName}} anmelden. Bestätigen Sie sie mit diesem Link (24 Stunden gültig, nur einmal verwendbar):',
      changeEmailNoticeSubject: 'Ihre E-Mail-Adresse bei {{platformName}} wird geändert',
      changeEmailNoticeText:
        'Es wurde beantragt, die E-Mail-Adresse Ihres Kontos in {{newEmail}} zu ändern. Sie ändert sich erst, wenn der Link in der E-Mail an diese Adresse aufgerufen wird. Waren Sie das nicht? Ändern Sie dann sofort Ihr Passwort.',
      lockedSubject: 'Ihr Konto bei {{platformName}} ist vorübergehend gesperrt',
      lockedText:
        'Es wurde {{count}}-mal hintereinander versucht, sich mit einem falschen Passwort bei Ihrem Konto anzumelden. Deshalb ist es für 15 Minuten für jeden gesperrt, der das Passwort zu erraten versucht. Sie selbst können sich trotzdem anmelden: mit Ihrem richtigen Passwort senden wir Ihnen einen einmaligen Anmeldelink. Waren Sie das nicht, legen Sie über "Passwort vergessen" ein neues Passwort fest:',
      signInLinkSubject: 'Ihr Anmeldelink für {{platformName}}',
      signInLinkText:
        'Es wurde sich mit Ihrem richtigen Passwort angemeldet, während Ihr Konto gesperrt ist. Waren Sie das? Dann melden Sie sich mit diesem Link an (15 Minuten gültig, nur einmal verwendbar). Waren Sie das nicht, kennt jemand Ihr Passwort: legen Sie sofort über "Passwort vergessen" ein neues Passwort fest.',
      secondFactorLockedSubject: 'Anmeldung mit Zwei-Faktor-Authentifizierung bei {{platformName}} vorübergehend gesperrt',
      secondFactorLockedText:
        'Bei der Anmeldung in Ihrem Konto wurde mit Ihrem richtigen Passwort zu oft ein falscher Code Ihrer Authenticator-App oder ein falscher Wiederherstellungscode eingegeben. Deshalb ist die Anmeldung mit einem Code eine Stunde lang gesperrt. Waren Sie das nicht, kennt jemand Ihr Passwort: legen Sie sofort über "Passwort vergessen" ein neues Passwort fest:',
      passwordChangedSubject: 'Ihr Passwort bei {{platformName}} wurde geändert',
      passwordChangedText:
        'Das Passwort Ihres Kontos wurde soeben geändert. Waren Sie das nicht? Legen Sie dann sofort über "Passwort vergessen" ein neues Passwort fest:',
    },
    notifications: {
      kinds: {
        lead: { new: 'neue Angebotsanfragen', reminder: 'Erinnerungen an offene Anfragen' },
        review: { outcome: 'die Prüfung Ihrer Aktivitäten und Veranstaltungen', waiting: 'Inhalte, die auf Prüfung warten' },
      },
      footerPerson:
        'Sie erhalten diese E-Mail, weil Benachrichtigungen über {{what}} für Sie eingeschaltet sind. Hier wählen Sie, welche E-Mails Sie erhalten: {{link}}',
      footerAddress: 'Sie erhalten diese E-Mail an die Adresse Ihrer Organisation, über {{what}}.',
      unsubscribe: 'Keine E-Mails mehr dazu? Mit einem Klick abmelden: {{link}}',
      digestSubject: 'Tagesübersicht von {{platformName}}: {{what}} ({{count}})',
      digestIntro: 'Guten Tag {{name}},\n\nseit der letzten Übersicht ist Folgendes über {{what}} hinzugekommen:',
      digestIntroNoName: 'Guten Tag,\n\nseit der letzten Übersicht ist Folgendes über {{what}} hinzugekommen:',
      digestLink: 'Alles im Portal: {{link}}',
      leadLine: 'Angebotsanfrage {{id}} für "{{activityTitle}}" ({{platformName}})',
      reviewLine: {
        approved: '"{{title}}" wurde freigegeben ({{platformName}})',
        rejected: '"{{title}}" wurde nicht freigegeben ({{platformName}})',
      },
      waiting: {
        subject: 'Zur Prüfung: {{title}}',
        text: 'Guten Tag {{name}},\n\n{{organisationName}} hat "{{title}}" auf {{platformName}} zur Prüfung eingereicht. Prüfen Sie es im Portal: {{link}}',
        line: '"{{title}}" von {{organisationName}} ({{platformName}})',
      },
    },
  },
};
