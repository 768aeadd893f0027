/**
 * The mails the site sends (quote requests, contact messages, event submissions): the server's only,
 * never loaded in the browser (like head.ts). `{{name}}` placeholders are filled when a mail is rendered.
 */
export const mails = {
  mails: {
    closing: 'Met vriendelijke groet,\n{{platformName}}',
    quote: {
      providerSubject: 'Offerteaanvraag voor {{activityTitle}} via {{platformName}}',
      providerIntro:
        'Beste aanbieder,\n\nVia {{platformName}} ({{platformDomain}}) is een offerteaanvraag binnengekomen voor "{{activityTitle}}". Beantwoord deze mail om de aanvrager direct te bereiken.',
      confirmationSubject: 'Uw offerteaanvraag voor {{activityTitle}}',
      confirmationIntro:
        'Beste {{name}},\n\nBedankt voor uw offerteaanvraag voor "{{activityTitle}}" via {{platformName}}. De aanbieder ontvangt uw aanvraag en neemt zo snel mogelijk contact met u op.',
      reference: 'Kenmerk: offerte {{id}}',
      labels: {
        name: 'Naam',
        gender: 'Aanhef',
        company: 'Bedrijf',
        email: 'E-mail',
        phone: 'Telefoon',
        persons: 'Aantal personen',
        date: 'Geplande datum',
        address: 'Adres',
        zipcode: 'Postcode',
        city: 'Plaats',
        remark: 'Opmerking',
        reference: 'Referentie',
      },
      gender: { man: 'Dhr.', vrouw: 'Mevr.' },
    },
    leadAnswer: {
      subject: 'Antwoord van {{organisationName}} op uw offerteaanvraag voor {{activityTitle}}',
      intro: 'Beste {{name}},\n\n{{organisationName}} heeft uw offerteaanvraag voor "{{activityTitle}}" via {{platformName}} beantwoord:',
      replyHint: 'Wilt u reageren? Beantwoord deze e-mail; uw antwoord gaat rechtstreeks naar {{organisationName}}.',
    },
    leadReminder: {
      subject: 'Herinnering: offerteaanvraag {{id}} voor {{activityTitle}} wacht op antwoord',
      greeting: 'Beste {{name}},',
      greetingNoName: 'Goedendag,',
      text: 'De offerteaanvraag van {{requester}} voor "{{activityTitle}}" via {{platformName}} ({{received}}) heeft nog geen antwoord. Antwoord in het portaal, of markeer de aanvraag als beantwoord als u al telefonisch of per mail contact had: {{link}}',
      line: 'Offerteaanvraag {{id}} voor "{{activityTitle}}" wacht sinds {{received}} op antwoord ({{platformName}})',
    },
    newsletter: {
      confirmSubject: 'Bevestig je aanmelding voor de nieuwsbrief van {{platformName}}',
      confirmIntro:
        'Beste {{name}},\n\nJe hebt je aangemeld voor de nieuwsbrief van {{platformName}} ({{platformDomain}}). Bevestig je aanmelding via de link hieronder; pas daarna sturen we je de nieuwsbrief.',
      confirmIgnore: 'Heb je je niet aangemeld? Dan hoef je niets te doen: zonder bevestiging ontvang je geen nieuwsbrief.',
    },
    contact: {
      type: { Question: 'Vraag', Ad: 'Adverteren' },
      teamSubject: '{{type}} van {{name}}{{company}}',
      teamIntro: 'Via het contactformulier van {{platformName}} kwam dit bericht binnen. Beantwoord deze mail om de afzender te bereiken.',
      confirmationSubject: 'We hebben uw bericht ontvangen - {{platformName}}',
      confirmationIntro: 'Beste {{name}},\n\nBedankt voor uw bericht. We nemen zo snel mogelijk contact met u op.',
      reference: 'Kenmerk: bericht {{id}}',
      labels: { name: 'Naam', company: 'Bedrijf', email: 'E-mail', phone: 'Telefoon', remark: 'Bericht' },
    },
    event: {
      subject: 'Nieuw evenement aangemeld: {{title}}',
      intro: 'Via de agenda van {{platformName}} is een evenement aangemeld. Het staat inactief klaar voor controle (evenement {{eventId}}).',
      labels: {
        title: 'Titel',
        startDate: 'Startdatum',
        endDate: 'Einddatum',
        website: 'Website',
        description: 'Beschrijving',
        image: 'Afbeelding',
        name: 'Naam',
        company: 'Bedrijf',
        email: 'E-mail',
        iban: 'IBAN',
        address: 'Adres',
        zipcode: 'Postcode',
        city: 'Stad',
        province: 'Provincie',
      },
    },
    review: {
      greeting: 'Beste {{name}},',
      approvedSubject: 'Goedgekeurd: {{title}}',
      approvedText: 'Uw activiteit "{{title}}" is goedgekeurd en staat nu zo op {{platformName}}.',
      rejectedSubject: 'Niet goedgekeurd: {{title}}',
      rejectedText: 'Uw wijziging van "{{title}}" is nog niet goedgekeurd. Pas haar aan en stuur haar opnieuw in; de vorige versie blijft zolang online.',
      comment: 'Toelichting van de redactie:\n{{comment}}',
      fieldNotes: 'Opmerkingen bij de velden:',
      photo: '{{field}}, foto {{n}}',
      link: 'Bekijk de activiteit in het portaal: {{link}}',
      closing: 'Met vriendelijke groet,\n{{platformName}}',
    },
    eventReview: {
      greeting: 'Beste aanbieder,',
      approved: {
        subject: 'Uw evenement "{{title}}" is goedgekeurd',
        new: 'Het evenement "{{title}}" van {{organisationName}} is goedgekeurd. Zolang het aan staat, toont {{platformName}} het in de agenda.',
        changes:
          'De wijzigingen aan het evenement "{{title}}" van {{organisationName}} zijn goedgekeurd. De agenda van {{platformName}} toont nu de nieuwe versie.',
        link: 'U vindt het evenement in het portaal:',
      },
      rejected: {
        subject: 'Uw evenement "{{title}}" is niet goedgekeurd',
        new: 'Het evenement "{{title}}" van {{organisationName}} is nog niet goedgekeurd en staat dus niet in de agenda van {{platformName}}.',
        changes:
          'De wijzigingen aan het evenement "{{title}}" van {{organisationName}} zijn nog niet goedgekeurd. De agenda van {{platformName}} toont het evenement zoals het was.',
        comment: 'De toelichting van de redactie:',
        link: 'Pas het evenement aan in het portaal en dien het opnieuw in:',
      },
      closing: 'Met vriendelijke groet,\n{{platformName}}',
    },
    submissionReview: {
      subject: 'Uw evenement "{{title}}" staat in de agenda',
      greeting: 'Beste {{name}},',
      approved: 'Bedankt voor het aanmelden van "{{title}}". We hebben het evenement goedgekeurd: het staat nu in de agenda van {{platformName}}.',
      link: 'Bekijk de agenda:',
      closing: 'Met vriendelijke groet,\n{{platformName}}',
    },
    accounts: {
      greeting: 'Beste {{name}},',
      ignore: 'Heeft u dit niet zelf gevraagd? Dan kunt u deze mail negeren.',
      closing: 'Met vriendelijke groet,\nHet team van {{platformName}}',
      verifySubject: 'Bevestig uw e-mailadres voor {{platformName}}',
      verifyText:
        'Bedankt voor uw aanmelding als aanbieder bij {{platformName}}. Bevestig uw e-mailadres met deze link (48 uur geldig, één keer te gebruiken):',
      alreadySubject: 'Aanmelding met uw e-mailadres bij {{platformName}}',
      alreadyText:
        'Iemand probeerde zich bij {{platformName}} aan te melden met uw e-mailadres, maar u heeft al een account. Inloggen kan hier; bent u uw wachtwoord vergeten, vraag dan op die pagina een nieuw aan:',
      resetSubject: 'Nieuw wachtwoord instellen voor {{platformName}}',
      resetText: 'Met deze link stelt u een nieuw wachtwoord in. De link is 1 uur geldig en werkt één keer:',
      invitationSubject: 'Uitnodiging voor het portaal van {{platformName}}',
      invitationText:
        '{{inviter}} nodigt u uit voor het portaal van {{platformName}}. Kies met deze link een wachtwoord (7 dagen geldig, één keer te gebruiken):',
      changeEmailSubject: 'Bevestig uw nieuwe e-mailadres voor {{platformName}}',
      changeEmailText: 'U wilt voortaan met dit e-mailadres inloggen bij {{platformName}}. Bevestig het met deze link (24 uur geldig, één keer te gebruiken):',
      changeEmailNoticeSubject: 'Uw e-mailadres bij {{platformName}} wordt gewijzigd',
      changeEmailNoticeText:
        'Er is gevraagd om het e-mailadres van uw account te wijzigen in {{newEmail}}. Het wijzigt pas als de link in de mail aan dat adres wordt gevolgd. Was u dit niet? Wijzig dan direct uw wachtwoord.',
      lockedSubject: 'Uw account bij {{platformName}} is tijdelijk geblokkeerd',
      lockedText:
        'Er is {{count}} keer achter elkaar met een verkeerd wachtwoord geprobeerd in te loggen op uw account. Daarom is het 15 minuten geblokkeerd voor wie het wachtwoord probeert te raden. U kunt intussen wel inloggen: met uw juiste wachtwoord sturen we u een eenmalige inloglink. Was u dit niet, stel dan een nieuw wachtwoord in via "Wachtwoord vergeten":',
      signInLinkSubject: 'Uw inloglink voor {{platformName}}',
      signInLinkText:
        'Er is met uw juiste wachtwoord ingelogd terwijl uw account geblokkeerd is. Was u dit? Log dan in met deze link (15 minuten geldig, één keer te gebruiken). Was u dit niet, dan kent iemand uw wachtwoord: stel direct een nieuw wachtwoord in via "Wachtwoord vergeten".',
      secondFactorLockedSubject: 'Inloggen met tweestapsverificatie bij {{platformName}} tijdelijk geblokkeerd',
      secondFactorLockedText:
        'Er is bij het inloggen op uw account te vaak een verkeerde code van uw authenticator-app of een verkeerde herstelcode ingevuld, met uw juiste wachtwoord. Daarom kan er een uur lang niet met een code worden ingelogd. Was u dit niet, dan kent iemand uw wachtwoord: stel direct een nieuw wachtwoord in via "Wachtwoord vergeten":',
      passwordChangedSubject: 'Uw wachtwoord bij {{platformName}} is gewijzigd',
      passwordChangedText:
        'Het wachtwoord van uw account is zojuist gewijzigd. Was u dit niet? Stel dan direct een nieuw wachtwoord in via "Wachtwoord vergeten":',
    },
    notifications: {
      kinds: {
        lead: { new: 'nieuwe offerteaanvragen', reminder: 'herinneringen aan openstaande aanvragen' },
        review: { outcome: 'de beoordeling van uw activiteiten en evenementen', waiting: 'wat wacht op beoordeling' },
      },
      footerPerson: 'U ontvangt deze mail omdat meldingen over {{what}} voor u aan staan. Kies hier welke mails u krijgt: {{link}}',
      footerAddress: 'U ontvangt deze mail op het adres van uw organisatie, over {{what}}.',
      unsubscribe: 'Geen mails meer hierover? Afmelden met één klik: {{link}}',
      digestSubject: 'Dagoverzicht van {{platformName}}: {{what}} ({{count}})',
      digestIntro: 'Beste {{name}},\n\nDit is er sinds het vorige overzicht bijgekomen over {{what}}:',
      digestIntroNoName: 'Goedendag,\n\nDit is er sinds het vorige overzicht bijgekomen over {{what}}:',
      digestLink: 'Alles in het portaal: {{link}}',
      leadLine: 'Offerteaanvraag {{id}} voor "{{activityTitle}}" ({{platformName}})',
      reviewLine: {
        approved: '"{{title}}" is goedgekeurd ({{platformName}})',
        rejected: '"{{title}}" is niet goedgekeurd ({{platformName}})',
      },
      waiting: {
        subject: 'Ter beoordeling: {{title}}',
        text: 'Beste {{name}},\n\n{{organisationName}} heeft "{{title}}" ter beoordeling ingestuurd op {{platformName}}. Beoordeel het in het portaal: {{link}}',
        line: '"{{title}}" van {{organisationName}} ({{platformName}})',
      },
    },
  },
};
