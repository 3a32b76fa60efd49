package main

// German e-mail families. Written here.

func init() {
	// ---------------------------------------------------------------- scams: phishing_bank
	scam("de-email-bank-verifizierung", "phishing_bank", tab{"brand;dom;bt": append(deBanks, "PayPal;paypal.com;paypal")},
		"Subject: Handlungsbedarf: Bestätigung Ihrer Kundendaten\nSehr geehrte Kundin, sehr geehrter Kunde,\n\naufgrund der EU-Zahlungsdiensterichtlinie (PSD2) müssen Sie Ihre Daten bis zum {date} bestätigen. Andernfalls wird Ihr Online-Banking eingeschränkt.\n\nJetzt bestätigen: {hurl}\n\nVielen Dank für Ihr Vertrauen.\nIhr {brand} Kundenservice",
		"Subject: Ungewöhnliche Anmeldung festgestellt\nHallo {name},\n\nwir haben einen Anmeldeversuch von einem unbekannten Gerät ({device}, {country}) festgestellt. Zu Ihrem Schutz haben wir Ihr Konto vorübergehend gesperrt.\n\nZur Entsperrung bestätigen Sie bitte Ihre Identität: {hurl}\n\nOhne Bestätigung innerhalb von 48 Stunden wird Ihre Karte deaktiviert.\n\nMit freundlichen Grüßen\n{brand}",
		"Subject: Neue Nachricht in Ihrem Postfach\n{brand} - Elektronisches Postfach\n\nEs liegt ein wichtiges Dokument zu Ihrem Konto vor. Aus Sicherheitsgründen können Sie es nur nach Anmeldung einsehen: {hurl}\n\nBitte antworten Sie nicht auf diese E-Mail.",
		"Subject: Rückerstattung von {amt} ausstehend\nGuten Tag {name} {last},\n\neine Lastschrift wurde versehentlich doppelt eingezogen. Eine Erstattung von {amt} steht für Sie bereit.\n\nBitte bestätigen Sie die Karte für die Gutschrift: {hurl}\n\n{brand}",
		"Subject: Letzte Mahnung: Kontoschließung\nSehr geehrte Damen und Herren,\nIhre Legitimationsdaten sind nicht aktuell. Ihr Konto wird am {date} geschlossen und das Guthaben eingefroren.\nDaten aktualisieren: {hurl}\nVorgangsnummer: {ref}",
		"Subject: Ihre Karte wurde gesperrt\nWir konnten Ihre letzten Umsätze nicht verifizieren, daher wurde Ihre Karte mit der Endung {l4} gesperrt.\nUm die Sperre aufzuheben, aktualisieren Sie Ihre Angaben: {hurl}",
	)

	// ---------------------------------------------------------------- scams: phishing_other
	scam("de-email-finanzamt-erstattung", "phishing_other", tab{"brand;dom;bt": {"Finanzamt;elster.de;finanzamt", "ELSTER;elster.de;elster", "Bundeszentralamt für Steuern;bzst.de;bzst"}},
		"Subject: Steuererstattung ausstehend\nSehr geehrte Steuerpflichtige, sehr geehrter Steuerpflichtiger,\n\nnach Prüfung Ihrer Steuererklärung steht Ihnen eine Erstattung von {amtm} zu.\n\nBitte füllen Sie das Formular bis zum {date} aus: {hurl}\n\nIhr {brand}",
		"Subject: Mitteilung Ihres Finanzamts - Az. {ref}\nBei der Bearbeitung Ihres Steuerbescheids wurde ein Fehler festgestellt. Der Betrag von {amtm} wird Ihnen nach Bestätigung Ihrer Bankverbindung erstattet.\nZum Portal: {hurl}",
		"Subject: Zahlungserinnerung: offene Steuerschuld\nIhre Zahlung über {amtm} ist nicht eingegangen. Ohne Ausgleich innerhalb von 48 Stunden wird ein Säumniszuschlag erhoben.\nJetzt bezahlen: {hurl}\n{brand}",
		"Subject: Aktualisierung Ihrer Steuer-ID erforderlich\nHallo {name},\nbitte bestätigen Sie Ihre steuerlichen Daten bis zum {date}, um ein Bußgeld zu vermeiden. {hurl}",
		"Subject: Grundsteuer: Nachzahlung fällig\nFür Ihr Grundstück ist eine Nachzahlung von {amtm} fällig. Bitte begleichen Sie den Betrag über unser Online-Portal: {hurl}",
	)
	scam("de-email-paket-nachporto", "fake_delivery", tab{"brand;bt;dom": {"DHL;dhl;dhl.de", "Hermes;hermes;myhermes.de", "DPD;dpd;dpd.de", "Deutsche Post;deutschepost;deutschepost.de"}, "origin": {"China", "Großbritannien", "den USA", "Hongkong", "der Schweiz"}},
		"Subject: Ihre Sendung {trk} wird beim Zoll festgehalten\nSehr geehrter Kunde,\n\nIhr Paket aus {origin} ist in unserem Verteilzentrum eingetroffen, kann jedoch erst nach Zahlung der Einfuhrabgaben von {fee} freigegeben werden.\n\nGebühren bezahlen: {hurl}\n\nNicht bezahlte Sendungen werden nach 5 Tagen zurückgeschickt.\n\nIhr {brand} Kundenservice",
		"Subject: Zustellung fehlgeschlagen - Handlung erforderlich\nHallo {name},\nunser Zusteller hat am {date} versucht, Ihr Paket {trk} zuzustellen, die Adresse konnte jedoch nicht bestätigt werden.\nBitte aktualisieren Sie Ihre Angaben und zahlen Sie {fee}: {hurl}",
		"Subject: Nachporto erforderlich\nFür Sie liegt eine Sendung mit unzureichendem Porto bereit ({fee} offen).\nUm sie zu erhalten, zahlen Sie bitte online: {hurl}\nReferenz: {ref}",
		"Subject: Ihr Paket wird zurückgesendet\n{name}, nach zwei Zustellversuchen wird Ihr Paket ({trk}) am {date2} zurückgeschickt. Bestätigen Sie Ihre Adresse und zahlen Sie {fee}: {hurl}",
		"Subject: Rechnung Einfuhrumsatzsteuer\nAnbei die Rechnung über die Einfuhrumsatzsteuer für Ihre Sendung aus {origin}.\nBetrag: {fee}\nZahlung per Karte: {hurl}",
	)

	// ---------------------------------------------------------------- scams: romance_scam
	scam("de-email-romance-ausland", "romance_scam", tab{"job": {"Ingenieur auf einer Bohrinsel", "Militärarzt bei einer UN-Mission", "Schiffskapitän", "verwitweter Architekt mit Auftrag in Dubai", "Chirurg bei einer Hilfsorganisation"}},
		"{name={fname}}Subject: Hallo aus der Ferne\nHallo meine Liebe,\n\nich habe dein Profil gesehen und muss ständig an dein Lächeln denken. Ich heiße {mname} und bin {job}. Ich suche eine ernsthafte Beziehung. Schreib mir an {replyto}.\n\n{mname}",
		"{name={fname}}Subject: Ich brauche deine Hilfe, mein Schatz\nMeine liebe {name},\n\nmeine Konten sind bis Vertragsende gesperrt und ich brauche {amtm} für das Flugticket, um dich endlich zu treffen. Kannst du es mir per Western Union oder mit Guthabenkarten schicken? Ich zahle alles zurück, sobald ich lande.\n\nFür immer dein,\n{mname}",
		"{name={fname}}Subject: Mein Herz gehört dir\nGuten Morgen meine Königin,\nich möchte dir ein Paket mit meinen Ersparnissen und etwas Gold zur Aufbewahrung schicken. Der Diplomat braucht nur die Versandgebühr von {amtm}.\nIn Liebe, {mname}",
		"{name={fname}}Subject: Bitte ignoriere mich nicht\n{name},\nich weiß, wir schreiben erst seit drei Wochen, aber ich liebe dich. Ich sitze am Flughafen fest, der Zoll hält mein Gepäck zurück und verlangt {amtm}. Du bist die Einzige, der ich vertraue.\n{mname}",
		"{name={fname}}Subject: Auf Facebook gesehen\nHallo, ich bin {mname}, 51, {job}. Dein Profil hat mich berührt. Ich bin hier selten online, schreib mir lieber auf WhatsApp unter {intl}.",
		"{name={fname}}Subject: Ich hoffe, es stört dich nicht, dass ich schreibe\nHallo {name},\n\nverzeih, dass ich dir einfach so schreibe. Ich bin auf dein Profil gestoßen und etwas in deinen Augen sagt mir, dass du ein herzlicher Mensch bist. Ich heiße {mname}, bin 56 und {job}. Meine Frau ist vor fünf Jahren gestorben, seitdem sind nur noch mein Sohn und ich da; er ist in einem Internat in England.\n\nIch spiele keine Spielchen. Ich suche eine Frau, mit der ich den Rest meines Lebens teilen kann. Die Verbindung hier ist schlecht, lass uns lieber auf WhatsApp oder Telegram schreiben. Erzähl mir von dir und deinen Hobbys.\n\nGott segne dich,\n{mname}",
	)

	// ---------------------------------------------------------------- scams: investment_scam
	scam("de-email-geldanlage-garantiert", "investment_scam", tab{"org": {"Deutsche Vermögensberatung Plus", "Goldanlage Invest GmbH", "Festgeld Direkt 24", "Alpha Trading Europe", "Horizont Kapital"}},
		"Subject: Festgeld mit 8 % garantiert\nHallo {name},\n\nsichern Sie sich unser exklusives Festgeld mit 8 % Zinsen, einlagengesichert und ohne Gebühren. Nur für die ersten 50 Anleger.\n\nJetzt berechnen: {hurl}\n\n{org}",
		"Subject: Ihre Rendite von {amtm} steht bereit\nSehr geehrter Anleger,\nIhr Depot hat diesen Monat {amtm} erwirtschaftet. Für die Auszahlung ist eine Freigabegebühr von {amtr} zu zahlen.\nIhr Berater: {fullname}, {tel}",
		"Subject: Investieren Sie in physisches Gold - 12 % p. a.\nUnsere Goldanlagen bringen 12 % pro Jahr ohne Risiko. Ein Berater ruft Sie kostenlos zurück. Daten hinterlassen: {hurl}",
		"Subject: Wallet-Verifizierung erforderlich\nSehr geehrter Nutzer,\naufgrund neuer Vorschriften müssen alle Wallets bis zum {date} verifiziert werden. Geben Sie Ihre Wiederherstellungsphrase ein, um eine Sperrung zu vermeiden: {hurl}",
		"Subject: Vorbörsliche Aktien zum Vorzugspreis\nGuten Tag,\nwir bieten Ihnen Aktien vor dem Börsengang mit garantierter Rendite von {percent} %. Angebot gültig bis {date}. Kontakt: {fullname}, {tel}.\n{org}",
	)

	// ---------------------------------------------------------------- scams: tech_support
	scam("de-email-support-verlaengerung", "tech_support", tab{"brand;bt": {"Norton 360;norton", "McAfee;mcafee", "Avast Premium;avast", "Microsoft 365;office365", "Total AV;totalav"}},
		"Subject: Ihr {brand}-Abonnement wurde verlängert\nRechnung Nr. {ref}\n\nHallo {name},\nvielen Dank für Ihre Verlängerung. Heute wurden {amtm} für 3 Jahre Schutz abgebucht.\n\nFalls Sie diese Verlängerung nicht veranlasst haben, rufen Sie innerhalb von 24 Stunden unsere Abrechnung an: {tel}",
		"Subject: Bestellbestätigung {ref}\nGuten Tag,\nIhre automatische Verlängerung von {brand} (5 Geräte) wurde durchgeführt.\nBetrag: {amtm}\nZur Kündigung und Erstattung rufen Sie uns an: {tel}",
		"Subject: Zahlung erhalten - danke\nWir bestätigen den Eingang von {amtm} für Ihr {brand}-Jahresabo.\nWenn Sie diese Zahlung nicht getätigt haben, rufen Sie {tel} an. Erstattungen sind nur 24 Stunden lang möglich.",
		"Subject: {brand} - Rechnung {invoice}\nVielen Dank für Ihren Einkauf!\nProdukt: {brand} Premium, 1 Jahr\nSumme: {amtm}\nFragen zur Bestellung? Unser Support ist rund um die Uhr erreichbar: {tel}.",
	).note = "call-back scam with no link"

	// ---------------------------------------------------------------- scams: lottery
	scam("de-email-lotterie", "lottery", tab{"org": {"Internationale EuroJackpot-Lotterie", "Glücksspirale International", "Microsoft Gewinnabteilung", "Coca-Cola Weltpromotion", "Google Jubiläumsverlosung"}},
		"Subject: Gewinnbenachrichtigung Ref. {ref}\nSehr geehrter Begünstigter,\n\nIhre E-Mail-Adresse wurde gezogen und Sie haben {amtl} gewonnen.\n\nZur Bearbeitung wenden Sie sich an unseren Sachbearbeiter {fullname} unter {replyto} mit Name, Anschrift, Telefonnummer und einer Kopie Ihres Ausweises.\n\n{org}",
		"Subject: Herzlichen Glückwunsch, Sie haben gewonnen!!!\nSehr geehrter Gewinner,\nIhre Adresse gehört zu den 10 Gewinnern von je {amtl} bei der Ziehung der {org} am {date}. Vor der Auszahlung ist eine Bearbeitungsgebühr von {amtm} fällig.\nAntworten Sie, um Ihren Gewinn anzufordern.",
		"Subject: Letzte Mitteilung: Gewinn nicht abgeholt\nHallo {name},\ndies ist unsere letzte Mitteilung zu Ihrem Gewinn von {amtl}. Ihre Akte wird am {date2} geschlossen. Rufen Sie uns an: {intl}.\n{org}",
		"Subject: Freigabeformular\nSehr geehrter Gewinner,\nbitte füllen Sie das beigefügte Formular aus und senden Sie es mit der Freigabegebühr von {amtm} zurück, um Ihre {amtl} zu erhalten.\n{fullname}\n{org}",
	)

	// ---------------------------------------------------------------- scams: other
	scam("de-email-chef-betrug", "other", tab{"boss": {"Thomas Berger", "Andrea Vogel", "Markus Lehmann", "Claudia Frank", "Stefan Hahn"}, "role": {"Geschäftsführer", "CEO", "CFO", "Vorstand"}},
		"Subject: Vertrauliche Aufgabe\n{name}, sind Sie am Platz? Ich brauche Sie für eine vertrauliche Angelegenheit. Bitte antworten Sie mir kurz.\n\n{boss}\nVon meinem iPhone gesendet",
		"Subject: Dringend\nHallo {name},\nbitte kaufen Sie {cnt} Google-Play-Karten zu je {amtr} für Kunden. Es soll eine Überraschung sein, also bitte diskret. Rubbeln Sie die Codes frei und schicken Sie mir Fotos. Ich bin den ganzen Tag in Meetings.\n{boss}\n{role}",
		"Subject: Neue Bankverbindung - Rechnung {invoice}\nSehr geehrte Damen und Herren,\nnach einer Prüfung haben wir die Bank gewechselt. Bitte überweisen Sie {amtl} für Rechnung {invoice} sowie alle künftigen Zahlungen auf unser neues Konto:\nIBAN {ibanlt}\nDas alte Konto ist nicht mehr empfangsbereit.\nMit freundlichen Grüßen\n{fullname}\nBuchhaltung",
		"Subject: Streng vertraulich - Übernahme\n{name},\nwir schließen eine vertrauliche Übernahme ab und ich brauche heute eine Überweisung über {amtl}. Unser Anwalt, Dr. {last2}, meldet sich mit den Details. Bitte mit niemandem darüber sprechen.\n{boss}, {role}",
		"Subject: Änderung Gehaltskonto\nHallo,\nich habe die Bank gewechselt und möchte mein Gehalt ab diesem Monat auf mein neues Konto bekommen. Neue IBAN: {ibande}.\nDanke,\n{name2}",
	).note = "CEO fraud and false supplier bank details"

	// ---------------------------------------------------------------- genuine: bank_alert
	genuine("de-email-bank-kontoauszug", "bank_alert", tab{"brand;dom;bt": deBanks},
		"Subject: Ihr Kontoauszug ist verfügbar\nGuten Tag {name} {last},\n\nIhr Kontoauszug für das Konto mit der Endung {l4} steht in Ihrem Online-Banking bereit.\n\nMelden Sie sich dazu wie gewohnt auf {dom} oder in der {brand} App an. Wir fordern Sie niemals per E-Mail zur Eingabe Ihrer Zugangsdaten auf.\n\nIhre {brand}",
		"Subject: Hohe Kartenzahlung\nHallo {name},\nmit Ihrer Karte (Endung {l4}) wurde am {date} eine Zahlung über {amtm} bei {merchant} getätigt.\nWenn Sie das waren, ist nichts zu tun. Falls nicht, lassen Sie die Karte über den Sperr-Notruf 116 116 sperren.",
		"Subject: Überweisung ausgeführt\nIhre Überweisung über {amtm} an {fullname} wurde am {date} ausgeführt.\nDetails finden Sie im Online-Banking.\n{brand}",
		"Subject: Kontostandswarnung\nDer verfügbare Betrag auf Ihrem Konto mit der Endung {l4} beträgt {amt} und liegt damit unter Ihrem eingestellten Limit.\nIhre Benachrichtigungen können Sie in der {brand} App ändern.\nDies ist eine automatisch erstellte Nachricht.",
	)

	// ---------------------------------------------------------------- genuine: delivery
	genuine("de-email-zustellung", "delivery", tab{"brand;trk;turl": deCarriers},
		"Subject: Ihr Paket ist unterwegs\nHallo {name},\n\nIhre Sendung {trk} wurde verschickt. Voraussichtliche Zustellung: {date}.\n\nSendung verfolgen: {turl}\n\nSie müssen nichts weiter tun. Falls Sie nicht zu Hause sind, können Sie auf der Sendungsverfolgung einen Ablageort wählen.\n\nIhr {brand} Team",
		"Subject: Ihr Paket wurde zugestellt\nIhre Sendung {trk} wurde am {date} um {time} zugestellt.\nSendungsverfolgung: {turl}\nFalls Sie es nicht finden, fragen Sie bitte bei Ihren Nachbarn nach.",
		"Subject: Verzögerung Ihrer Zustellung\nGuten Tag,\nwetterbedingt verzögert sich Ihre Zustellung. Neuer voraussichtlicher Termin: {date}.\nAktueller Status: {turl}\n{brand}",
		"Subject: Ihr Paket liegt zur Abholung bereit\n{name}, Ihr Paket liegt bis {date2} für Sie bereit. Bitte bringen Sie Ihren Ausweis und den Abholcode {code6} mit.\nDetails: {turl}",
	)

	// ---------------------------------------------------------------- genuine: order
	genuine("de-email-bestellung", "order", tab{"brand;dom": deShops,
		"item": {"Kabellose Kopfhörer", "Kinder-Regenjacke", "Akku-Bohrschrauber", "USB-C-Ladegerät 65 W", "Laufschuhe", "Nachttischlampe", "Taschenbuch", "Zelt für 2 Personen"}},
		"Subject: Bestellbestätigung Nr. {ord}\nHallo {name},\n\nvielen Dank für Ihre Bestellung. Wir informieren Sie, sobald sie versandt wurde.\n\n{item}\nMenge: 1\nGesamtbetrag: {amt}\n\nBestellung ansehen: https://www.{dom}/mein-konto/bestellungen",
		"Subject: Ihre Bestellung wurde versandt\nGute Nachrichten, {name}: Ihre Bestellung {ord} ist unterwegs und kommt voraussichtlich am {date}.\n{item}\nDie Sendungsverfolgung finden Sie in Ihrem Konto auf {dom}.",
		"Subject: Ihre Rechnung von {brand}\nRechnung Nr. {ord}\n{item} .... {amt}\nBezahlt mit Karte, Endung {l4}\nVielen Dank für Ihren Einkauf. Kostenlose Rücksendung innerhalb von 30 Tagen.",
		"Subject: Ihre Rücksendung ist eingegangen\nHallo {name},\nwir haben Ihre Rücksendung ({item}) erhalten. Die Erstattung von {amt} erfolgt innerhalb von 5-7 Tagen auf Ihr ursprüngliches Zahlungsmittel.\nIhr {brand} Kundenservice",
		"Subject: Ihre Bestellung liegt zur Abholung bereit\nHallo {name}, Ihre Bestellung {ord} kann im {brand}-Markt {city} abgeholt werden. Sie haben 10 Tage Zeit.",
	)

	// ---------------------------------------------------------------- genuine: appointment
	genuine("de-email-termin", "appointment", tab{"place": {"MVZ Stadtmitte", "Radiologie am Park", "Bosch Car Service {last}", "Apollo-Optik", "Labor Dr. {last}", "Praxis für Osteopathie Weber"}},
		"Subject: Terminbestätigung\nGuten Tag {name},\n\nhiermit bestätigen wir Ihren Termin bei {place} am {date} um {time}.\n\nFalls Sie den Termin nicht wahrnehmen können, sagen Sie bitte mindestens 24 Stunden vorher unter {tel} ab.\n\nMit freundlichen Grüßen\n{place}",
		"Subject: Erinnerung: Ihr Termin morgen\nHallo {name}, wir erwarten Sie morgen um {time}. Bitte bringen Sie Ihre Versichertenkarte und die Überweisung mit.\n{place}",
		"Subject: Ihre Buchung ist bestätigt\nBuchungsnummer: {ref}\nLeistung: Jahresuntersuchung\nDatum: {date}, {time}\nOrt: {place}, {city}\nSie können Ihre Buchung in Ihrem Kundenkonto verwalten.",
		"Subject: Zeit für Ihren nächsten Termin\nHallo {name}, Ihre letzte Kontrolle bei {place} ist ein Jahr her. Termine online oder unter {tel}.\nDies ist eine automatische Erinnerung.",
	)

	// ---------------------------------------------------------------- genuine: marketing
	genuine("de-email-werbung", "marketing", tab{"brand;dom": {"Otto;otto.de", "Tchibo;tchibo.de", "Zalando;zalando.de", "Galeria;galeria.de", "Hugendubel;hugendubel.de", "Globetrotter;globetrotter.de"}},
		"Subject: Nur noch heute: bis zu -40 %\nHallo {name},\n\nunser Sale endet heute um Mitternacht. Verpassen Sie nicht Ihre Favoriten.\n\nZum Sale: https://www.{dom}/sale\n\nSie erhalten diese E-Mail, weil Sie sich auf {dom} angemeldet haben. Abmelden.",
		"Subject: {name}, Ihr Mitgliedervorteil wartet\nAls Mitglied erhalten Sie frühen Zugang zur neuen Kollektion und dieses Wochenende kostenlosen Versand.\nhttps://www.{dom}/\nGültig bis {date}. Einstellungen verwalten.",
		"Subject: Letzter Tag: versandkostenfrei\nNur noch wenige Stunden versandkostenfrei bestellen.\nhttps://www.{dom}/\nKeine E-Mails mehr erhalten? Hier abmelden.",
		"Subject: Neu eingetroffen\nEntdecken Sie als Erste die Neuheiten von {brand}.\nhttps://www.{dom}/neuheiten\nSie möchten keine Newsletter mehr? Abmelden.",
		"Subject: Alles Gute zum Geburtstag 🎁\nAlles Gute, {name}! Sichern Sie sich {percent} % auf Ihre nächste Bestellung mit dem Code BDAY{code4}, gültig bis {date}.\n{brand}",
	)

	// ---------------------------------------------------------------- genuine: newsletter
	genuine("de-email-newsletter", "newsletter", tab{"brand;dom": {"Der Spiegel;spiegel.de", "Die Zeit;zeit.de", "Süddeutsche Zeitung;sueddeutsche.de", "tagesschau;tagesschau.de", "FAZ;faz.net"},
		"topic": {"die Zinsentscheidung der EZB", "die Hitzewelle", "die Landtagswahl", "künstliche Intelligenz", "die Mietpreise", "das Champions-League-Finale"}},
		"Subject: Die Lage am Morgen: {topic}\nGuten Morgen,\n\nheute: was {topic} für Sie bedeutet, der Ausblick auf die Woche und die Empfehlungen der Redaktion.\n\nIm Browser lesen: https://www.{dom}/newsletter\n\nSie erhalten diesen Newsletter, weil Sie ihn abonniert haben. Abbestellen.",
		"Subject: Diese Woche: {topic} und mehr\nHallo {name},\nhier sind die meistgelesenen Artikel der Woche, angefangen mit unserer Analyse zu {topic}.\nhttps://www.{dom}/\nNewsletter verwalten Sie in Ihrem Konto.",
		"Subject: Ihre Lektüre fürs Wochenende\nFünf lange Texte für Ihr Wochenende, darunter einer über {topic}.\nViel Spaß beim Lesen und bis nächste Woche.\nIhre {brand}-Redaktion",
		"Subject: {brand} - Ausgabe vom {date}\nIn dieser Ausgabe: {topic}, das Rätsel und ein Rezept. Diese E-Mail wurde an Sie weitergeleitet? Anmelden auf https://www.{dom}/",
	)
	genuine("de-email-vereinsnewsletter", "newsletter", tab{"org": {"Förderverein Grundschule am Park", "Lauftreff Alster", "Kleingartenverein Sonnenschein", "Stadtbibliothek", "TSV Blau-Weiß", "Chor Harmonie"}},
		"Subject: {org} - Neuigkeiten des Monats\nHallo zusammen,\n\ndanke an alle, die beim Sommerfest waren, wir haben {amtm} gesammelt! Das nächste Treffen ist am {day} um {time}. Für den Flohmarkt suchen wir noch Helfer, einfach auf diese Mail antworten.\n\nViele Grüße\n{name2}\n{org}",
		"Subject: Infos vom {org}\nLiebe Mitglieder,\nkurz zusammengefasst: neue Öffnungszeiten ab {date}, der Mitgliedsbeitrag von {amtr} ist fällig, und die Fotos vom letzten Ausflug sind auf unserer Website.\nBis bald!",
		"Subject: Vereinsnachrichten\nHallo,\ndiesen Monat begrüßen wir {cnt} neue Mitglieder. Die Mitgliederversammlung findet am {date} statt. Tagesordnung im Anhang. Wer den Newsletter nicht mehr erhalten möchte, antwortet mit ABMELDEN.\n{name2} {last2}, Schriftführung",
		"Subject: Sommerprogramm\nHallo {name},\ndas Sommerprogramm ist da! Los geht's am {date}. Anmeldung auf der Website oder vor Ort.\nDanke, dass du Teil von {org} bist.",
	)

	// ---------------------------------------------------------------- genuine: account_security
	genuine("de-email-kontosicherheit", "account_security", tab{"brand;dom;from": {
		"Google;google.com;\"Google\" <no-reply@accounts.google.com>", "Microsoft;microsoft.com;\"Microsoft-Kontoteam\" <account-security-noreply@accountprotection.microsoft.com>",
		"Netflix;netflix.com;\"Netflix\" <info@account.netflix.com>", "Kleinanzeigen;kleinanzeigen.de;\"Kleinanzeigen\" <noreply@kleinanzeigen.de>",
		"Telekom;telekom.de;\"Telekom\" <noreply@telekom.de>", "Amazon;amazon.de;\"Amazon.de\" <konto-aktualisierung@amazon.de>"}},
		"Subject: Sicherheitswarnung: neue Anmeldung\nNeue Anmeldung auf {device}\n\n{mail}\n\nWir haben eine neue Anmeldung in Ihrem {brand}-Konto auf einem {device} festgestellt. Wenn Sie das waren, müssen Sie nichts tun. Falls nicht, helfen wir Ihnen, Ihr Konto zu schützen.\n\nAktivität prüfen: https://myaccount.{dom}/notifications",
		"Subject: Neue Anmeldung bei {brand}\nHallo {name},\nwir haben eine neue Anmeldung von {device} in der Nähe von {city} am {date} um {time} bemerkt.\nWenn Sie das waren, ist nichts weiter zu tun. Andernfalls ändern Sie Ihr Passwort unter Einstellungen > Sicherheit.",
		"Subject: Ihr Passwort wurde geändert\nHallo {name},\ndas Passwort Ihres {brand}-Kontos ({mail}) wurde am {date} geändert.\nWenn Sie das waren, können Sie diese E-Mail ignorieren. Falls nicht, setzen Sie Ihr Passwort bitte sofort in der App oder auf der Website zurück.",
		"Subject: Passwort zurücksetzen\nHallo,\nwir haben eine Anfrage zum Zurücksetzen Ihres {brand}-Passworts erhalten. Über diesen Link können Sie ein neues festlegen: https://www.{dom}/reset?token={rnd}{rnd}\nDer Link ist 1 Stunde gültig. Wenn Sie nichts angefordert haben, ignorieren Sie diese Nachricht.",
		"Subject: Bestätigung in zwei Schritten aktiviert\nSie haben die Bestätigung in zwei Schritten für {mail} aktiviert. Künftig brauchen Sie bei der Anmeldung auf neuen Geräten einen Code.\n{brand}",
	)

	// ---------------------------------------------------------------- genuine: work
	genuine("de-email-arbeit-rechnung", "work", tab{"co": {"becker-logistik.de", "nordwerk-gmbh.de", "schulz-architekten.de", "agentur-blickfang.de", "hartmann-elektro.de"}},
		"Subject: Rechnung {invoice} - März\nHallo {name},\n\nanbei unsere Rechnung {invoice} über {amtm} für die im März erbrachten Leistungen. Zahlungsziel wie gewohnt 30 Tage.\n\nBei Fragen melde dich gern.\n\nViele Grüße\n{name2} {last2}",
		"Subject: AW: Zahlung Rechnung {invoice}\nHallo {name2},\ndanke für die Erinnerung, die Buchhaltung hat die Überweisung für Freitag eingeplant. Sie sollte Montag bei euch sein.\nBeste Grüße\n{name}",
		"Subject: Reisekosten {city}\nHallo {name},\nich habe meine Reisekosten für {city} ({amtm}) im Portal eingereicht. Belege hängen an. Kannst du sie freigeben, wenn du kurz Zeit hast?\nDanke,\n{name2}",
		"Subject: Bestellung freigegeben\n{name}, die Bestellung {ref} für die neuen Laptops ({amtm}) wurde vom Controlling freigegeben. Du kannst beim üblichen Lieferanten bestellen.\n{name2}",
		"Subject: Meeting auf {time} verschoben\nHallo zusammen,\ndas Budget-Meeting morgen ist auf {time} verschoben, gleicher Raum. Agenda unverändert.\nDanke,\n{name2}",
		"Subject: Abwesenheitsnotiz\nVielen Dank für Ihre Nachricht. Ich bin bis {date} nicht im Büro und habe nur eingeschränkt Zugriff auf E-Mails. In dringenden Fällen wenden Sie sich bitte an {name2} {last2}.",
	)

	// ---------------------------------------------------------------- genuine: service
	genuine("de-email-dienst-behoerde", "service", tab{"brand;dom": {"ELSTER;elster.de", "Bürgeramt;service.berlin.de", "Deutsche Rentenversicherung;deutsche-rentenversicherung.de", "Bundesagentur für Arbeit;arbeitsagentur.de", "Familienkasse;arbeitsagentur.de", "ARD ZDF Deutschlandradio Beitragsservice;rundfunkbeitrag.de"}},
		"Subject: Neue Nachricht in Ihrem ELSTER-Postfach\nSehr geehrte Nutzerin, sehr geehrter Nutzer,\n\nin Ihrem Postfach auf Mein ELSTER liegt eine neue Nachricht für Sie bereit. Bitte melden Sie sich wie gewohnt an.\n\nAus Sicherheitsgründen enthält diese E-Mail keinen Link.",
		"Subject: Neues Dokument verfügbar\nHallo {name},\nin Ihrem Konto bei {brand} liegt ein neues Dokument. Melden Sie sich auf {dom} an, um es anzusehen.\nDiese Nachricht wurde automatisch versandt, bitte nicht antworten.",
		"Subject: Terminbestätigung Bürgeramt\nIhr Termin: {date}, {time}\nStandort: Bürgeramt {city}\nAnliegen: Personalausweis beantragen\nVorgangsnummer: {ref}\nBitte bringen Sie ein biometrisches Passfoto mit.",
		"Subject: Ihre Renteninformation\nGuten Tag {name},\nIhre jährliche Renteninformation steht in Ihrem Online-Konto bereit. Die Deutsche Rentenversicherung fragt niemals per E-Mail oder SMS nach Bankdaten.",
		"Subject: Eingangsbestätigung\nWir bestätigen den Eingang Ihres Antrags vom {date}. Aktenzeichen: {ref}. Den Bearbeitungsstand sehen Sie auf {dom}.",
	)
}

// Second round of German families.
func init() {
	scam("de-email-rundfunk-energie", "phishing_other", tab{"brand;dom;bt": {"ARD ZDF Beitragsservice;rundfunkbeitrag.de;rundfunkbeitrag", "Telekom;telekom.de;telekom", "E.ON;eon.de;eon", "Vattenfall;vattenfall.de;vattenfall", "Netflix;netflix.com;netflix"}},
		"Subject: Rückerstattung wegen doppelter Abbuchung\nSehr geehrter Kunde,\n\nwir haben eine doppelte Abbuchung festgestellt. Ihnen steht eine Erstattung von {amt} zu. Geben Sie dazu Ihre Kartendaten ein: {hurl}\n\n{brand}",
		"Subject: Ihr Beitragskonto ist im Rückstand\nWir konnten den Beitrag von {amt} nicht einziehen. Um eine Vollstreckung zu vermeiden, aktualisieren Sie Ihre Zahlungsdaten bis {date}: {hurl}\n{brand}",
		"Subject: Ihr Abo ist pausiert\nHallo {name},\nes gibt ein Problem mit Ihren Zahlungsinformationen. Aktualisieren Sie diese, um den Dienst weiter zu nutzen: {hurl}\nIhr {brand}-Team",
		"Subject: Energiepreispauschale beantragen\nSie haben Anspruch auf eine Energiepreispauschale von {amtm}. Beantragen Sie diese bis {date}: {hurl}",
		"Subject: Letzte offene Rechnung\nIhr Kundenkonto weist einen offenen Betrag von {amt} auf. Bitte begleichen Sie ihn noch heute: {hurl}\nReferenz: {ref}",
	)
	scam("de-email-sicherheitswarnung-pc", "tech_support", tab{"brand;bt;dom": {"Microsoft Windows Defender;defender;microsoft.com", "Apple Sicherheit;apple;apple.com", "Microsoft Support;microsoft;microsoft.com", "iCloud;icloud;icloud.com"}},
		"Subject: Sicherheitswarnung: Trojaner erkannt\nWindows Defender hat Spyware auf diesem Computer erkannt (Fehlercode #0x{code6}).\nIhre Bankdaten, Passwörter und Fotos sind gefährdet.\nSchalten Sie den Computer nicht aus. Rufen Sie den Microsoft-Support an: {tel}",
		"Subject: Ihr iCloud-Speicher ist voll\nSehr geehrter Kunde,\nIhr Speicher ist voll und Ihre Fotos werden am {date} gelöscht. Als treuer Kunde erhalten Sie 50 GB gratis: {hurl}",
		"Subject: Ihre Apple-ID wurde gesperrt\nIhre Apple-ID wurde nach einer Anmeldung aus {country} gesperrt.\nZum Entsperren rufen Sie den Apple Support unter {tel} an. Halten Sie Ihr Gerät bereit.",
		"Subject: Verdächtige Aktivität unter Ihrer IP {ip}\nUnser System hat illegale Aktivitäten aus Ihrem Netzwerk festgestellt. Ihre Lizenz ist gesperrt.\nRufen Sie einen zertifizierten Techniker an: {tel}. Fallnummer {case}.",
		"Subject: Firewall abgelaufen\nIhr {brand}-Schutz ist heute abgelaufen. Verlängern Sie für {amtr} oder rufen Sie {tel} an.",
	)
	scam("de-email-erbschaft-vorschuss", "other", tab{"lawyer": {"Rechtsanwalt James Okoro", "Dr. Ahmed Traoré", "Frau Helen Morrison", "Notar Peter Williams", "Herr Kwame Mensah"}},
		"Subject: Vertraulicher Vorschlag\nLieber Freund,\nich bin {lawyer}, Anwalt eines verstorbenen Mandanten ohne Testament, der {amtl} hinterlassen hat. Da Sie denselben Nachnamen tragen, schlage ich vor, Sie als Erben einzusetzen. Wir teilen 50/50.\nBitte antworten Sie mit vollem Namen und Telefonnummer.",
		"Subject: Erbschaftsmitteilung\nSehr geehrte/r {name} {last},\nwir versuchen Sie wegen einer nicht beanspruchten Erbschaft über {amtl} zu erreichen. Für die Überweisung ist eine Bearbeitungsgebühr von {amtm} erforderlich.\n{lawyer}",
		"Subject: Ihre Entschädigung\nAn den Begünstigten,\nder Entschädigungsfonds für Betrugsopfer hat {amtl} für Sie genehmigt. Kontaktieren Sie die auszahlende Bank unter {replyto}.",
		"Subject: Spende\nGuten Tag,\nich bin eine kranke Witwe und möchte über Sie {amtl} an wohltätige Zwecke spenden. Antworten Sie mir, damit ich Ihnen die Bankdaten gebe.\n{lawyer}",
		"Subject: Zustellung Ihrer Diplomatenkiste\nIhre Kiste mit {amtl} befindet sich am Flughafen. Zahlen Sie {amtm} Freigabegebühr an den Diplomaten. Kontakt: {replyto}",
	)
	genuine("de-email-bank-betrugspruefung", "bank_alert", tab{"brand;dom;bt": deBanks},
		"Subject: Bitte prüfen Sie eine aktuelle Zahlung\nHallo {name},\n\nwir haben eine ungewöhnliche Zahlung über {amtm} bei {merchant} mit Ihrer Karte (Endung {l4}) bemerkt und sie vorsorglich angehalten.\n\nBitte bestätigen Sie in der {brand} App, ob Sie die Zahlung veranlasst haben. Wir fordern Sie niemals auf, einen Link anzuklicken, Geld umzubuchen oder eine TAN weiterzugeben.\n\nIhre {brand}",
		"Subject: Ihre Karte ist vorübergehend gesperrt\nHallo {name}, wir haben Ihre Karte mit Endung {l4} nach einem unbekannten Zahlungsversuch gesperrt. Zum Entsperren bestätigen Sie die Zahlung in der App oder rufen Sie die Nummer auf der Kartenrückseite an.",
		"Subject: Wir haben Ihnen eine neue Karte geschickt\nVorsorglich haben wir Ihre Karte mit Endung {l4} ersetzt. Sie erhalten sie in 3-5 Werktagen. Sie müssen nichts weiter tun.\n{brand}",
		"Subject: Kontoüberziehung\nHallo {name}, Ihr Konto wurde am {date} um {amt} überzogen. Den Kontostand sehen Sie in der App. Wenn Sie bereits Geld eingezahlt haben, ist nichts zu tun.\n{brand}",
	)
	genuine("de-email-reise-buchung", "order", tab{"brand;dom": {"Deutsche Bahn;bahn.de", "Booking.com;booking.com", "Lufthansa;lufthansa.com", "Airbnb;airbnb.de", "FlixBus;flixbus.de", "Eurowings;eurowings.com"}},
		"Subject: Ihre Buchung ist bestätigt - {ref}\nHallo {name},\n\nIhre Buchung in {city} ist bestätigt.\nAnreise: {date}\nAbreise: {date2}\nGesamtpreis: {amtm}\n\nBuchung verwalten: https://www.{dom}/\n\nBis bald!",
		"Subject: Ihr E-Ticket {pnr}\nHallo {name} {last},\nvielen Dank für Ihre Buchung bei {brand}. Buchungscode: {pnr}. Ihr Flug nach {city} startet am {date} um {time}.\nDer Online-Check-in öffnet 24 Stunden vorher auf {dom}.",
		"Subject: Ihre Fahrkarten für den {date}\nHallo {name}, hier sind Ihre Tickets nach {city}. Zeigen Sie den QR-Code in der App bei der Kontrolle. Gezahlt: {amt}.\n{brand}",
		"Subject: Erinnerung an Ihre Reservierung\nIhr Aufenthalt beginnt in 3 Tagen. Die Anreiseinfos des Gastgebers finden Sie in der App. Fragen? Schreiben Sie dem Gastgeber nur über {brand}.",
	)
	genuine("de-email-familie-geld", "personal_money", tab{"thing": {"das Ferienhaus", "Mamas Geschenk", "das Hochzeitsgeschenk", "den Campingausflug", "die Skihütte", "Papas Abschiedsfeier"}},
		"Subject: Geld für {thing}\nHallo {name},\n\nich habe die Anzahlung für {thing} gemacht, das waren {amtm}. Dein Anteil sind {amtr}, keine Eile, wenn dein Gehalt da ist.\n\nLiebe Grüße\n{name2}",
		"Subject: AW: {thing}\nDanke, deine Überweisung ist angekommen! Ich buche heute Abend. Teilen wir auch das Benzin?\n{name2}",
		"Subject: Belege für {thing}\nHi, anbei die Belege für {thing}. Insgesamt {amtm}, also {amtr} pro Person. Zahl es mir per PayPal oder Überweisung zurück, wie es dir lieber ist.\n{name2}",
		"Subject: Geld fürs Studium\nHallo {name}, wir haben dir {amtr} für die Bücher dieses Semester überwiesen. Sag Bescheid, wenn du Hilfe bei der Miete brauchst. Liebe Grüße, Mama und Papa",
		"Subject: {thing} - Abrechnung\nSo, ich habe {thing} abgerechnet. {name} bekommt von mir {amtr}, der Rest ist erledigt. Meldet euch, falls ich mich verrechnet habe!",
	)
	genuine("de-email-freunde", "personal", tab{},
		"Subject: Fotos vom Wochenende\nHallo {name},\n\nhier die Fotos von Samstag, das am See ist mein Lieblingsfoto. Danke nochmal für die Einladung!\n\n{name2}",
		"Subject: Bald mal treffen?\nHi {name}, ewig nicht gesehen! Hast du nächste Woche Zeit für einen Kaffee? Ich kann {day} und am {date}.\n{name2}",
		"Subject: AW: Rezept\nHier das versprochene Lasagne-Rezept. Der Trick: 20 Minuten ruhen lassen. Guten Appetit!\n{name2}",
		"Subject: Buchclub\nHallo zusammen, das Buch für nächsten Monat steht auf der Liste, die ich geschickt habe. Wir treffen uns am {date} bei mir, bringt Snacks mit!\n{name2}",
		"Subject: Glückwunsch!\n{name}, hab gerade von deinem neuen Job gehört, ich freu mich so für dich! Das müssen wir feiern. {name2}",
	)
	genuine("de-email-arbeit-personal-it", "work", tab{"co": {"becker-logistik.de", "nordwerk-gmbh.de", "schulz-architekten.de", "agentur-blickfang.de", "hartmann-elektro.de"}},
		"Subject: Ihre Gehaltsabrechnung ist verfügbar\nHallo {name},\nIhre Gehaltsabrechnung für diesen Monat liegt im Mitarbeiterportal bereit. Melden Sie sich wie gewohnt über das Intranet an.\nPersonalabteilung",
		"Subject: IT-Wartung am {day}\nHallo zusammen,\nE-Mail und VPN sind am {day} ab {time} für etwa eine Stunde nicht verfügbar. Sie müssen nichts tun. Die IT fragt Sie niemals nach Ihrem Passwort.\nIT-Service",
		"Subject: Urlaubsantrag genehmigt\nHallo {name}, dein Urlaub vom {date} bis {date2} wurde von {name2} genehmigt. Schöne Erholung!",
		"Subject: Erinnerung: Sicherheitsschulung\nHallo {name}, bitte schließe das Modul zur Phishing-Sensibilisierung auf der Lernplattform bis {date} ab. Dauer: 20 Minuten.\nIT-Sicherheit",
		"Subject: Neue Kollegin: Laptop bereit\nHallo {name}, der Laptop für {name2} {last2} liegt in der IT bereit. Bitte bring ihn zum Onboarding am {day} mit.",
	)
}

func init() {
	scam("de-email-sextortion", "other", tab{},
		"Subject: Ich kenne Ihr Passwort\nHallo,\nich habe seit Monaten Zugriff auf Ihr Gerät und Sie über die Webcam beim Besuch von Erwachsenenseiten gefilmt. Senden Sie {btc} BTC an {btcaddr} innerhalb von 48 Stunden, sonst geht das Video an alle Ihre Kontakte.",
		"Subject: {mail}\nSie kennen mich nicht, aber ich kenne Sie sehr gut. Meine Software hat Ihren Bildschirm und Ihre Kamera aufgezeichnet. Zahlen Sie {amtm} in Bitcoin an diese Wallet: {btcaddr}. Sie haben 2 Tage. Gehen Sie nicht zur Polizei.",
		"Subject: Ihr Konto wurde gehackt\nIch habe Ihren Verlauf und ein Video von Ihnen. Überweisen Sie {amtm} in BTC an {btcaddr}, dann wird alles gelöscht. Der Countdown lief ab dem Öffnen dieser E-Mail.",
		"Subject: Letzte Warnung\n{name}, ich habe alle Ihre Kontakte und ein kompromittierendes Video. Ohne {amtm} in Bitcoin binnen 50 Stunden geht es an Familie und Kollegen. Wallet: {btcaddr}",
		"Subject: Vorladung - Bundeskriminalamt\nGegen Sie wird wegen des Aufrufs illegaler Inhalte ermittelt. Um ein Strafverfahren zu vermeiden, antworten Sie binnen 72 Stunden an {replyto}.\nKriminalhauptkommissar {last2}",
	)
	scam("de-email-spendenaufruf", "other", tab{"cause": {"die Erdbebenopfer in der Türkei", "die Flutopfer im Ahrtal", "die Kinder in Gaza", "die Waldbrandopfer", "ukrainische Waisenkinder"}},
		"Subject: Dringender Aufruf: Helfen Sie {cause}\nLiebe Freundin, lieber Freund,\n\njede Stunde zählt. Familien brauchen Essen, Wasser und ein Dach. Eine Spende von {amtr} versorgt eine Familie eine Woche lang.\n\nJetzt spenden: {hurl}\n\nWir nehmen auch Bitcoin: {btcaddr}",
		"Subject: Ihre Spendenquittung ist ausstehend\nDanke für Ihre Unterstützung für {cause}. Ihre Spende von {amtr} wurde nicht abgeschlossen. Hier abschließen: {hurl}",
		"Subject: Können Sie heute helfen?\nHallo {name},\nich bin ehrenamtlich für {cause} tätig. Überweisungen hängen fest, daher sammeln wir Amazon-Gutscheine. Bitte senden Sie die Codes an {replyto}.\n{fullname}",
		"Subject: Ihre Spende wird bis Mitternacht verdoppelt\nBis Mitternacht wird jede Spende für {cause} verdoppelt. Spenden Sie {amtr}: {hurl}\nVereinsregister Nr. {case}",
		"Subject: Danke aus dem Einsatzgebiet\nLiebe Spenderin, lieber Spender,\nIhre Großzügigkeit hat Leben gerettet. Heute bitten wir erneut um Hilfe für {cause}. Antworten Sie, und unser Team ruft Sie an, um Ihre Kartendaten sicher aufzunehmen.",
	)
	scam("de-email-postfach-speicher", "phishing_other", tab{"brand;bt;dom": {"Microsoft 365;office365;microsoft.com", "WEB.DE;webde;web.de", "GMX;gmx;gmx.net", "T-Online Mail;tonline;t-online.de", "IT-Helpdesk;helpdesk;microsoft.com"},
		"doc": {"Rechnung_Q3.pdf", "Gehaltsanpassung_2025.xlsx", "Vertrag_unterschrieben.docx", "Zahlungsavis.pdf", "Bonusliste.xlsx"}},
		"Subject: Ihr Passwort läuft heute ab\n{brand}\n\nDas Passwort für {mail} läuft heute ab. Um Ihr aktuelles Passwort zu behalten, bestätigen Sie es unten.\n\nPasswort behalten: {hurl}",
		"Subject: {cnt2} Nachrichten warten auf Zustellung\nIhr Postfach {mail} hat das Speicherlimit überschritten. {cnt2} Nachrichten werden zurückgehalten.\n\nNachrichten freigeben: {hurl}\n\nOhne Aktion innerhalb von 24 Stunden werden sie gelöscht.",
		"Subject: {name2} hat „{doc}“ mit Ihnen geteilt\n{name2} {last2} hat eine Datei mit Ihnen geteilt.\n\n{doc}\n\nÖffnen: {hurl}",
		"Subject: Neue Sprachnachricht von {mob}\nSie haben eine neue Sprachnachricht (0:4{cnt}).\nAnhören: {hurl}\nSie müssen sich mit Ihrem E-Mail-Konto anmelden.",
		"Subject: Antrag auf Deaktivierung Ihres Postfachs\nHallo {name},\nwir haben einen Antrag auf Schließung von {mail} erhalten. Wenn Sie das nicht waren, brechen Sie ihn ab: {hurl}\nSupport",
	)
}

// Third round of German families: hard cases on both sides.
func init() {
	genuine("de-email-abo-beleg", "order", tab{"brand;dom;item": {"Apple;apple.com;iCloud+ 200 GB", "Google;google.com;Google One 100 GB", "Spotify;spotify.com;Spotify Premium Individual", "Netflix;netflix.com;Standard-Abo", "Disney+;disneyplus.com;Disney+ Standard", "WaipuTV;waipu.tv;waipu.tv Perfect Plus"}},
		"Subject: Ihr Beleg von {brand}\nBeleg\nDatum: {date}\nBestellnummer: {ref}\n\n{item} (monatlich) .... {subamt}\nGesamt: {subamt}\n\nWenn Sie diesen Kauf nicht getätigt haben oder kündigen möchten, verwalten Sie Ihre Abos in Ihrem Konto auf {dom}.",
		"Subject: Ihr Abo wurde verlängert\nHallo {name},\nIhr Abo {item} wurde am {date} verlängert und Ihre Karte mit Endung {l4} mit {subamt} belastet.\nSie können jederzeit in Ihrem Konto kündigen.",
		"Subject: Preisänderung Ihres Tarifs\nHallo {name}, ab {date} kostet {item} {subamt} pro Monat. Sie müssen nichts tun, um Ihren Tarif zu behalten. Änderungen in Ihrem Konto auf {dom}.",
		"Subject: Ihr kostenloser Testzeitraum endet bald\nIhr Testzeitraum für {item} endet am {date}. Danach werden {subamt} pro Monat berechnet, sofern Sie nicht in Ihrem Konto kündigen.\n{brand}",
	)
}

// Fourth round of German families.
func init() {
	genuine("de-email-app-rueckblick", "newsletter", tab{"brand;dom": {"Duolingo;duolingo.com", "Strava;strava.com", "Babbel;babbel.com", "komoot;komoot.com", "Spotify;spotify.com", "Withings;withings.com"}},
		"Subject: Dein Wochenbericht\nHallo {name},\nhier ist deine Woche bei {brand}: {cnt} aktive Tage, {cnt2} Minuten insgesamt. Weiter so!\nÖffne die App für Details.\nE-Mail-Einstellungen kannst du unter Einstellungen ändern.",
		"Subject: Dein Monat im Rückblick\n{name}, starker Monat! Sieh dir deine Highlights und die Neuigkeiten an.\nhttps://www.{dom}/\nMonatsrückblicke kannst du in deinem Konto abbestellen.",
		"Subject: Neu in {brand}\nDieses Update bringt Offline-Modus, ein neues Design und schnellere Synchronisierung. Aktualisiere die App, um es auszuprobieren.\nDein {brand}-Team",
		"Subject: Tipps für {brand}\nHallo {name}, hier drei Tipps, die unsere Community liebt. Zu lesen auf https://blog.{dom}/",
	)
	scam("de-email-bestellung-zahlung-fehlgeschlagen", "fake_delivery", tab{"brand;bt;dom": {"Amazon;amazon;amazon.de", "Temu;temu;temu.com", "Shein;shein;shein.com", "Otto;otto;otto.de", "Zalando;zalando;zalando.de"}},
		"Subject: Ihre Bestellung konnte nicht versandt werden\nHallo {name},\nwir konnten Ihre Zahlungsmethode für die Bestellung {ord} nicht belasten, daher wurde sie nicht versandt.\nAktualisieren Sie Ihre Zahlungsdaten innerhalb von 24 Stunden, um eine Stornierung zu vermeiden: {hurl}\nIhr {brand} Kundenservice",
		"Subject: Zustellung ausgesetzt - Bestellung {ord}\nSehr geehrter Kunde, Ihr Paket wird zurückgehalten, da die Adresse unvollständig ist. Bestätigen Sie Ihre Adresse und zahlen Sie {fee} Neuzustellungsgebühr: {hurl}",
		"Subject: Handlungsbedarf bei Ihrer Bestellung\nIhre {brand}-Bestellung ({amt}) wurde markiert. Um sie freizugeben, verifizieren Sie Ihr Konto: {hurl}",
		"Subject: Ihr Paket ist zurück im Lager\nWir haben zweimal versucht, die Bestellung {ord} zuzustellen. Für eine letzte Zustellung zahlen Sie {fee} Lagergebühr: {hurl}",
	)
	scam("de-email-krypto-rueckholung", "investment_scam", tab{"org": {"Kanzlei für Krypto-Rückholung", "Blockchain Recovery GmbH", "Opferfonds Europa", "Chargeback-Experten", "Vermögensverfolgung Team"}},
		"Subject: Wir holen Ihr Geld zurück\nHallo {name},\nlaut unseren Unterlagen haben Sie Geld auf einer Trading-Plattform verloren. Unsere Agenten haben {amtl} zu einer Wallet zurückverfolgt, die wir einfrieren können. Für den Start ist ein Vorschuss von {amtm} nötig.\n{org}",
		"Subject: Ihr Fall wurde genehmigt\nGute Nachricht: Die Rückholung Ihrer {btc} BTC wurde genehmigt. Zahlen Sie die Freigabesteuer von {amtm}, um Ihr Geld in 48 Stunden zu erhalten.\nSachbearbeiter: {fullname}",
		"Subject: Entschädigungsprogramm für Betrugsopfer\nHallo, Sie sind als Opfer eines Anlagebetrugs registriert. Ihnen stehen {amtl} zu. Senden Sie Ausweis und Bankverbindung an {replyto}.",
		"Subject: Auszahlung gesperrt - Steuer fällig\nSehr geehrter Kunde, Ihr Guthaben von {amtl} ist auszahlungsbereit, aber zuerst ist die Geldwäsche-Kaution von {amtm} zu zahlen. Kontaktieren Sie Ihren Betreuer per WhatsApp {intl}.",
	)
	scam("de-email-belohnung", "lottery", tab{"brand;bt": {"Amazon;amazon", "Lidl;lidl", "MediaMarkt;mediamarkt", "Apple;apple", "IKEA;ikea", "Tchibo;tchibo"}},
		"Subject: {name}, Ihre Belohnung wartet\nHerzlichen Glückwunsch! Sie wurden für einen {brand}-Gutschein ausgewählt. Fordern Sie ihn bis {date} an: {hurl}\nNur einer pro Kunde.",
		"Subject: Bestätigung Ihres Gewinns Nr. {ref}\nIhre Teilnahme hat eine Überraschungsbox gewonnen. Zahlen Sie nur {fee} Versand: {hurl}",
		"Subject: Letzte Chance: Treuebonus\nLieber Kunde, Ihre Punkte verfallen heute. Tauschen Sie sie jetzt gegen einen {brand}-Gutschein: {hurl}",
		"Subject: Sie sind unser Glückskunde\nZu unserem Jubiläum: Beantworten Sie drei Fragen und gewinnen Sie ein neues iPhone: {hurl}",
	)
	scam("de-email-erstattung-fernzugriff", "tech_support", tab{"brand;bt": {"Amazon Prime;amazon", "Microsoft;microsoft", "PayPal;paypal", "Norton;norton", "Telekom Hilfe;telekom"}},
		"Subject: Bestätigung Ihrer Erstattung {ref}\nSehr geehrter Kunde,\nIhnen steht eine Erstattung von {amtm} für Ihr gekündigtes {brand}-Abo zu. Zur Bearbeitung verbindet sich unser Techniker mit Ihrem Computer. Rufen Sie {tel} an und installieren Sie AnyDesk, wenn Sie dazu aufgefordert werden.",
		"Subject: Wir haben zu viel erstattet\nHallo {name},\nversehentlich haben wir {amtl} statt {amtm} erstattet. Rufen Sie {tel} an, damit unser Team Ihnen per Fernzugriff hilft, die Differenz zurückzuzahlen.",
		"Subject: Automatische Verlängerung kündigen\nIhr {brand}-Tarif verlängert sich heute für {amtm}. Zum Kündigen und für die volle Erstattung rufen Sie unseren Support unter {tel} an und lassen Sie den Computer eingeschaltet.",
		"Subject: Ihr Support-Ticket\nDanke, dass Sie {brand} kontaktiert haben. Um die Erstattung abzuschließen, laden Sie unser sicheres Support-Tool von {hurl} herunter und nennen Sie dem Mitarbeiter unter {tel} die 9-stellige ID.",
	)
}
