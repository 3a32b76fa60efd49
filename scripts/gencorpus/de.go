package main

// German families: Germany. Written here.

var (
	deBanks = []string{
		"Sparkasse;sparkasse.de;sparkasse", "Deutsche Bank;deutsche-bank.de;deutschebank", "Commerzbank;commerzbank.de;commerzbank",
		"ING;ing.de;ing", "Postbank;postbank.de;postbank", "DKB;dkb.de;dkb", "Volksbank;vr.de;volksbank", "comdirect;comdirect.de;comdirect",
		"N26;n26.com;n26", "Consorsbank;consorsbank.de;consorsbank", "HypoVereinsbank;hypovereinsbank.de;hvb",
	}
	deMerchants = []string{"AMAZON EU", "REWE", "EDEKA", "LIDL", "ALDI SUED", "MEDIAMARKT", "DB VERTRIEB", "LIEFERANDO", "ZALANDO", "IKEA",
		"DM-DROGERIE", "OTTO", "SATURN", "ARAL", "SHELL", "OBI", "ROSSMANN", "FLIXBUS"}
	deCities = []string{"Berlin", "Hamburg", "München", "Köln", "Frankfurt", "Stuttgart", "Düsseldorf", "Leipzig", "Dortmund", "Bremen", "Dresden", "Hannover"}
)

func init() {
	langSlots["de"] = map[string]func(*ctx) string{
		"merchant": func(c *ctx) string { return c.pick(deMerchants) },
		"city":     func(c *ctx) string { return c.pick(deCities) },
		"rel":      func(c *ctx) string { return c.pick([]string{"Mama", "Mami", "Papa", "Mutti", "Mama", "Papi"}) },
		"device": func(c *ctx) string {
			return c.pick([]string{"iPhone 15", "Samsung Galaxy S24", "Windows-PC", "MacBook", "Google Pixel 8", "iPad", "Chrome unter Windows"})
		},
		"country": func(c *ctx) string {
			return c.pick([]string{"Russland", "Nigeria", "Vietnam", "Brasilien", "Rumänien", "China", "Türkei", "Ukraine"})
		},
	}

	// ---------------------------------------------------------------- scams: phishing_bank
	scam("de-sms-bank-konto-gesperrt", "phishing_bank", tab{"brand;dom;bt": deBanks},
		"{brand}: Ihre Karte wurde aufgrund ungewöhnlicher Aktivitäten vorübergehend gesperrt. Bestätigen Sie Ihre Identität: {surl}",
		"{brand}: Eine Zahlung über {amtm} bei {merchant} wurde angehalten. Falls Sie das NICHT waren, stornieren Sie hier: {surl}",
		"Sehr geehrter Kunde, Ihr pushTAN-Verfahren läuft am {date} ab. Bitte erneuern Sie die Registrierung, um eine Sperrung zu vermeiden: {surl}",
		"{brand}: Auf Ihrem Konto wurde ein neues Gerät registriert. Waren Sie das nicht? {surl}",
		"{brand} Sicherheitshinweis: Ihr Online-Banking wird aufgrund fehlender Daten eingeschränkt. Jetzt aktualisieren: {surl}",
		"Wichtig: Ihre {brand}-Karte muss auf das neue Sicherheitsverfahren umgestellt werden. Frist: {date}. {surl}",
		"{brand}: Ein neuer Empfänger ({fullname}) wurde hinzugefügt. Nicht von Ihnen? Hier widerrufen: {surl}",
		"Ihr {brand} Konto wurde eingeschränkt. Bitte verifizieren Sie sich innerhalb von 24 Stunden: {surl}",
	)
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
	scam("de-sms-maut-bussgeld", "phishing_other", tab{"brand;dom;bt": {"Toll Collect;toll-collect.de;tollcollect", "Bußgeldstelle;bussgeldkatalog.org;bussgeld", "Zentrale Bußgeldstelle;bussgeldstelle.de;bussgeld", "Parkraumbewirtschaftung;parken.de;parken"}},
		"{brand=Toll Collect}{brand}: Sie haben eine offene Mautgebühr von {fee}. Zahlen Sie bis {date}, um eine Strafe zu vermeiden: {surl}",
		"{brand={Bußgeldstelle|Zentrale Bußgeldstelle}}{brand}: Verwarnungsgeld Nr. {ref} wegen Falschparkens ist noch offen. Jetzt bezahlen: {surl}",
		"Letzte Mahnung: Ihr Bußgeld über {amtr} wurde nicht beglichen. Vermeiden Sie Punkte in Flensburg: {surl}",
		"{brand={Parkraumbewirtschaftung|Bußgeldstelle}}{brand}: Für Ihr Fahrzeug {plate_de} liegt ein unbezahlter Parkvorgang vor. Bitte begleichen: {surl}",
		"Ihr Parkschein konnte nicht abgebucht werden (EasyPark). Aktualisieren Sie Ihre Zahlungsdaten, um ein Knöllchen zu vermeiden: {surl}",
		"{brand={Bußgeldstelle|Zentrale Bußgeldstelle}}{brand}: Geschwindigkeitsüberschreitung am {date} festgestellt. Anhörungsbogen online ansehen: {surl}",
	)
	scam("de-sms-paket-zoll", "fake_delivery", tab{"brand;bt;dom": {"DHL;dhl;dhl.de", "Hermes;hermes;myhermes.de", "DPD;dpd;dpd.de", "GLS;gls;gls-pakete.de", "Deutsche Post;deutschepost;deutschepost.de", "UPS;ups;ups.com"}},
		"{brand}: Ihr Paket konnte wegen unvollständiger Adresse nicht zugestellt werden. Bitte innerhalb von 24 Std. aktualisieren: {surl}",
		"{brand}: Ihr Paket wartet. Es fallen Zollgebühren von {fee} an: {surl}",
		"Ihre Sendung {trk} liegt in unserem Lager und kann nicht zugestellt werden. Bestätigen Sie Ihre Daten: {surl}",
		"{brand}: Wir konnten Ihr Paket heute nicht zustellen. Neuen Termin wählen: {surl}",
		"Hallo, Ihr Paket ist angekommen. Es fehlen noch {fee} Porto. Bitte bis {date} zahlen: {surl}",
		"{brand}: Letzte Benachrichtigung vor Rücksendung Ihrer Sendung an den Absender. {surl}",
		"{brand}: Ihre Sendung wurde aufgrund eines Fehlers in der Zollerklärung angehalten. Bitte prüfen: {surl}",
	)
	scam("de-email-paket-nachporto", "fake_delivery", tab{"brand;bt;dom": {"DHL;dhl;dhl.de", "Hermes;hermes;myhermes.de", "DPD;dpd;dpd.de", "Deutsche Post;deutschepost;deutschepost.de"}, "origin": {"China", "Großbritannien", "den USA", "Hongkong", "der Schweiz"}},
		"Subject: Ihre Sendung {trk} wird beim Zoll festgehalten\nSehr geehrter Kunde,\n\nIhr Paket aus {origin} ist in unserem Verteilzentrum eingetroffen, kann jedoch erst nach Zahlung der Einfuhrabgaben von {fee} freigegeben werden.\n\nGebühren bezahlen: {hurl}\n\nNicht bezahlte Sendungen werden nach 5 Tagen zurückgeschickt.\n\nIhr {brand} Kundenservice",
		"Subject: Zustellung fehlgeschlagen - Handlung erforderlich\nHallo {name},\nunser Zusteller hat am {date} versucht, Ihr Paket {trk} zuzustellen, die Adresse konnte jedoch nicht bestätigt werden.\nBitte aktualisieren Sie Ihre Angaben und zahlen Sie {fee}: {hurl}",
		"Subject: Nachporto erforderlich\nFür Sie liegt eine Sendung mit unzureichendem Porto bereit ({fee} offen).\nUm sie zu erhalten, zahlen Sie bitte online: {hurl}\nReferenz: {ref}",
		"Subject: Ihr Paket wird zurückgesendet\n{name}, nach zwei Zustellversuchen wird Ihr Paket ({trk}) am {date2} zurückgeschickt. Bestätigen Sie Ihre Adresse und zahlen Sie {fee}: {hurl}",
		"Subject: Rechnung Einfuhrumsatzsteuer\nAnbei die Rechnung über die Einfuhrumsatzsteuer für Ihre Sendung aus {origin}.\nBetrag: {fee}\nZahlung per Karte: {hurl}",
	)

	// ---------------------------------------------------------------- scams: romance_scam
	scam("de-sms-falsche-nummer", "romance_scam", tab{},
		"Hallo, bist du {name}? Ich bin {fname}, wir haben uns letzte Woche beim Yoga kennengelernt",
		"Hi {name}, bleibt es beim Abendessen um {time}? 😊",
		"Entschuldigung, wer ist da? Ihre Nummer ist bei mir als {name} gespeichert... Freut mich, ich bin {fname} und wohne in {city}",
		"Hallo {name}, lange nicht gesehen! Wohnst du noch in {city}?",
		"Guten Morgen, ich glaube, ich habe mich in der Nummer geirrt, aber Sie wirken nett. Ich heiße {fname}, woher kommen Sie?",
		"Hallo, sind Sie Herr {last}? Ich bin {name2} vom Maklerbüro. Ist die Wohnung am {day} noch zur Besichtigung frei?",
		"Hallo {name}, bist du gestern gut nach Hause gekommen?",
	).note = "no link; first message of a pig-butchering conversation"
	scam("de-email-romance-ausland", "romance_scam", tab{"job": {"Ingenieur auf einer Bohrinsel", "Militärarzt bei einer UN-Mission", "Schiffskapitän", "verwitweter Architekt mit Auftrag in Dubai", "Chirurg bei einer Hilfsorganisation"}},
		"{name={fname}}Subject: Hallo aus der Ferne\nHallo meine Liebe,\n\nich habe dein Profil gesehen und muss ständig an dein Lächeln denken. Ich heiße {mname} und bin {job}. Ich suche eine ernsthafte Beziehung. Schreib mir an {replyto}.\n\n{mname}",
		"{name={fname}}Subject: Ich brauche deine Hilfe, mein Schatz\nMeine liebe {name},\n\nmeine Konten sind bis Vertragsende gesperrt und ich brauche {amtm} für das Flugticket, um dich endlich zu treffen. Kannst du es mir per Western Union oder mit Guthabenkarten schicken? Ich zahle alles zurück, sobald ich lande.\n\nFür immer dein,\n{mname}",
		"{name={fname}}Subject: Mein Herz gehört dir\nGuten Morgen meine Königin,\nich möchte dir ein Paket mit meinen Ersparnissen und etwas Gold zur Aufbewahrung schicken. Der Diplomat braucht nur die Versandgebühr von {amtm}.\nIn Liebe, {mname}",
		"{name={fname}}Subject: Bitte ignoriere mich nicht\n{name},\nich weiß, wir schreiben erst seit drei Wochen, aber ich liebe dich. Ich sitze am Flughafen fest, der Zoll hält mein Gepäck zurück und verlangt {amtm}. Du bist die Einzige, der ich vertraue.\n{mname}",
		"{name={fname}}Subject: Auf Facebook gesehen\nHallo, ich bin {mname}, 51, {job}. Dein Profil hat mich berührt. Ich bin hier selten online, schreib mir lieber auf WhatsApp unter {intl}.",
	)

	// ---------------------------------------------------------------- scams: investment_scam
	scam("de-sms-krypto-gewinn", "investment_scam", tab{"brand;bt": {"Binance;binance", "Coinbase;coinbase", "Bitpanda;bitpanda", "Trade Republic;traderepublic"}},
		"Machen Sie aus {amtr} in 7 Tagen {amtm} mit unserem KI-Trading-Bot. Garantierter Gewinn, keine Erfahrung nötig: {surl}",
		"Glückwunsch! Ihr {brand}-Konto hat {btc} BTC erwirtschaftet. Auszahlung vor Ablauf: {surl}",
		"Hallo, ich bin {fname}, Assistentin von Professor {last}. Unsere kostenlose Aktiengruppe hat letzte Woche 38 % gemacht. Fügen Sie mich auf WhatsApp hinzu: {intl}",
		"{brand}: Sie haben Anspruch auf einen kostenlosen Token-Airdrop vor dem {date}: {surl}",
		"Sichere Anlage mit {percent} % pro Monat, Kapital garantiert, jederzeit auszahlbar. Nur wenige Plätze: {short}",
		"Hey, hier ist {name2}. Mein Onkel arbeitet bei einem Hedgefonds, ich habe letzten Monat {amtl} verdient. Soll ich es dir zeigen? {surl}",
	)
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
	scam("de-sms-support-virus", "tech_support", tab{"brand": {"Microsoft", "Apple", "Windows", "iCloud", "Telekom"}},
		"{brand=Apple}{brand} Support: Ihr iCloud-Konto wurde gehackt, Ihre Fotos könnten veröffentlicht werden. Rufen Sie sofort {tel} an.",
		"WARNUNG: Ihr Gerät ist mit 3 Viren infiziert. Schalten Sie den Computer nicht aus. Rufen Sie die {brand}-Techniker an: {tel}.",
		"{brand}: Mit Ihrer ID wurde ein Kauf über {amtm} getätigt. Falls Sie das nicht waren, rufen Sie {tel} an.",
		"{brand} Sicherheitswarnung: verdächtige Aktivität unter Ihrer IP {ip}. Ihre Lizenz wird gesperrt. Support: {prem}.",
		"{brand}: Wir haben einen Hackerangriff auf Ihren Computer erkannt. Ein Techniker hilft Ihnen, rufen Sie {tel} an.",
	)

	// ---------------------------------------------------------------- scams: lottery
	scam("de-sms-gewinnspiel", "lottery", tab{"brand;bt": {"Lidl;lidl", "Aldi;aldi", "Telekom;telekom", "Vodafone;vodafone", "REWE;rewe", "Amazon;amazon", "MediaMarkt;mediamarkt"},
		"prize": {"iPhone 16 Pro", "500-€-Gutschein", "E-Bike", "iPad Air", "Wellness-Wochenende", "Samsung Galaxy S24"}},
		"Herzlichen Glückwunsch! Ihre Nummer wurde beim {brand}-Gewinnspiel gezogen. Sie haben ein {prize} gewonnen. Abholung unter {prem} (Ref. {ref})",
		"Sie haben ein {prize} gewonnen! Zahlen Sie nur {fee} Versand: {surl}",
		"Lieber {brand}-Kunde, Sie wurden für ein kostenloses {prize} ausgewählt. Innerhalb von 24 Std. einlösen: {surl}",
		"{brand}: Ihre {cnt}.000 Punkte verfallen heute. Tauschen Sie sie gegen ein {prize}: {surl}",
		"LETZTE BENACHRICHTIGUNG: Ihr {prize} wurde noch nicht abgeholt. Rufen Sie {prem} an (1,99 €/Min.).",
		"Sie sind unser 1.000.000. Besucher! Beantworten Sie 3 Fragen und sichern Sie sich Ihr {prize}: {surl}",
	)
	scam("de-email-lotterie", "lottery", tab{"org": {"Internationale EuroJackpot-Lotterie", "Glücksspirale International", "Microsoft Gewinnabteilung", "Coca-Cola Weltpromotion", "Google Jubiläumsverlosung"}},
		"Subject: Gewinnbenachrichtigung Ref. {ref}\nSehr geehrter Begünstigter,\n\nIhre E-Mail-Adresse wurde gezogen und Sie haben {amtl} gewonnen.\n\nZur Bearbeitung wenden Sie sich an unseren Sachbearbeiter {fullname} unter {replyto} mit Name, Anschrift, Telefonnummer und einer Kopie Ihres Ausweises.\n\n{org}",
		"Subject: Herzlichen Glückwunsch, Sie haben gewonnen!!!\nSehr geehrter Gewinner,\nIhre Adresse gehört zu den 10 Gewinnern von je {amtl} bei der Ziehung der {org} am {date}. Vor der Auszahlung ist eine Bearbeitungsgebühr von {amtm} fällig.\nAntworten Sie, um Ihren Gewinn anzufordern.",
		"Subject: Letzte Mitteilung: Gewinn nicht abgeholt\nHallo {name},\ndies ist unsere letzte Mitteilung zu Ihrem Gewinn von {amtl}. Ihre Akte wird am {date2} geschlossen. Rufen Sie uns an: {intl}.\n{org}",
		"Subject: Freigabeformular\nSehr geehrter Gewinner,\nbitte füllen Sie das beigefügte Formular aus und senden Sie es mit der Freigabegebühr von {amtm} zurück, um Ihre {amtl} zu erhalten.\n{fullname}\n{org}",
	)

	// ---------------------------------------------------------------- scams: other
	scam("de-sms-hallo-mama", "other", tab{},
		"Hallo {rel}, das ist meine neue Nummer. Mein Handy ist ins Wasser gefallen 🙈 kannst du sie speichern und mir auf WhatsApp schreiben?",
		"Hallo {rel}, das ist meine neue Nummer, die alte ist kaputt. Kannst du mir helfen? Ich muss heute eine Rechnung bezahlen und meine Banking-App ist gesperrt",
		"Hi {rel}, neue Nummer. Kannst du {amtm} an einen Freund überweisen? Ich zahle es dir morgen zurück, meine Karte geht auf diesem Handy nicht",
		"{rel} ich bin's, Display kaputt, hab ein Ersatzhandy. Hast du kurz Zeit? Brauche einen Gefallen",
		"Hallo {rel}, bitte speicher diese Nummer, ich erklär's dir später. Schreib mir, wenn du das liest",
		"Ich bin's, hab mein Handy verloren. Ich muss bis 17 Uhr {amtm} Miete zahlen und komme nicht ins Online-Banking. Kannst du überweisen? IBAN {ibande}, Empfänger {fullname}",
		"{rel}?? Hier ist deine Tochter, das ist meine neue Nummer. Kannst du mir einen Gefallen tun? Ist dringend",
	).note = "no link: family impersonation"
	scam("de-email-chef-betrug", "other", tab{"boss": {"Thomas Berger", "Andrea Vogel", "Markus Lehmann", "Claudia Frank", "Stefan Hahn"}, "role": {"Geschäftsführer", "CEO", "CFO", "Vorstand"}},
		"Subject: Vertrauliche Aufgabe\n{name}, sind Sie am Platz? Ich brauche Sie für eine vertrauliche Angelegenheit. Bitte antworten Sie mir kurz.\n\n{boss}\nVon meinem iPhone gesendet",
		"Subject: Dringend\nHallo {name},\nbitte kaufen Sie {cnt} Google-Play-Karten zu je {amtr} für Kunden. Es soll eine Überraschung sein, also bitte diskret. Rubbeln Sie die Codes frei und schicken Sie mir Fotos. Ich bin den ganzen Tag in Meetings.\n{boss}\n{role}",
		"Subject: Neue Bankverbindung - Rechnung {invoice}\nSehr geehrte Damen und Herren,\nnach einer Prüfung haben wir die Bank gewechselt. Bitte überweisen Sie {amtl} für Rechnung {invoice} sowie alle künftigen Zahlungen auf unser neues Konto:\nIBAN {ibanlt}\nDas alte Konto ist nicht mehr empfangsbereit.\nMit freundlichen Grüßen\n{fullname}\nBuchhaltung",
		"Subject: Streng vertraulich - Übernahme\n{name},\nwir schließen eine vertrauliche Übernahme ab und ich brauche heute eine Überweisung über {amtl}. Unser Anwalt, Dr. {last2}, meldet sich mit den Details. Bitte mit niemandem darüber sprechen.\n{boss}, {role}",
		"Subject: Änderung Gehaltskonto\nHallo,\nich habe die Bank gewechselt und möchte mein Gehalt ab diesem Monat auf mein neues Konto bekommen. Neue IBAN: {ibande}.\nDanke,\n{name2}",
	).note = "CEO fraud and false supplier bank details"
	scam("de-sms-job-aufgaben", "other", tab{"agency": {"Randstad", "Indeed", "Adecco", "StepStone", "Hays", "Manpower"}},
		"Hallo, ich bin {name2} von {agency}. Wir bieten einen flexiblen Homeoffice-Job: 60-90 Min. täglich, bis zu {amtday} pro Tag. Interesse? Schreiben Sie mir auf WhatsApp {intl}",
		"Nebenjob: Produkte online bewerten und {amtr} pro Aufgabe verdienen, tägliche Auszahlung. Kontakt per WhatsApp {intl}",
		"Hallo, Ihr Lebenslauf wurde uns empfohlen. Die Stelle bringt {amtm} pro Woche, keine Erfahrung nötig. Antworten Sie JA für Details.",
		"Hallo {name}, wir suchen App-Tester. Einfache Aufgaben, {amtr} pro Tag. Fügen Sie mich auf Telegram hinzu: @{rnd}_hr",
		"Wir haben Ihre Bewerbung erhalten. Zum Start laden Sie bitte Ihr Arbeitskonto mit {amtr} auf, das Sie mit Ihrer Provision zurückbekommen: {surl}",
	)
	scam("de-sms-falscher-bankberater", "other", tab{"brand;dom;bt": deBanks},
		"{brand}: Wir haben eine verdächtige Buchung festgestellt. Ein Mitarbeiter der Sicherheitsabteilung ruft Sie in Kürze an, halten Sie Ihr Telefon bereit.",
		"{brand} Sicherheitsabteilung: Ihr Konto wird angegriffen. Ein Berater meldet sich unter {tel}, um Ihr Geld zu sichern.",
		"{brand}: Um die betrügerische Überweisung über {amtm} zu stoppen, warten Sie auf unseren Anruf. Sprechen Sie mit niemandem darüber.",
		"{brand}: Jemand in {city} hat versucht, Ihre Karte zu nutzen. Unser Mitarbeiter {fullname} meldet sich in 10 Minuten.",
		"{brand}: Bitte rufen Sie {mob} zurück wegen einer nicht autorisierten Zahlung. Ref. {ref}",
	).note = "no link: fake bank adviser call to come"

	// ---------------------------------------------------------------- genuine: otp
	genuine("de-sms-otp-dienste", "otp", tab{},
		"G-{code6} ist dein Bestätigungscode für Google.",
		"Dein WhatsApp-Code: {code3}-{code3}\nTeile diesen Code mit niemandem",
		"Dein Apple Account-Code lautet: {code6}. Gib ihn nicht weiter.",
		"{code6} ist dein Amazon-Einmalpasswort. Teile es mit niemandem.",
		"Dein Kleinanzeigen-Code: {code4}. Wir fragen dich niemals nach diesem Code.",
		"PayPal: Ihr Sicherheitscode lautet {code6}. Er ist 10 Minuten gültig. Geben Sie ihn nicht weiter.",
		"Telegram-Code: {code5}. Gib diesen Code niemandem, auch wenn er behauptet, von Telegram zu sein!",
		"Ihr Bestätigungscode für Lieferando: {code4}",
		"{code6} ist dein Instagram-Code.",
		"Ihr DB Navigator Bestätigungscode: {code6}",
		"Dein Code für die Anmeldung bei eBay: {code6}. Teile ihn nicht.",
	)
	genuine("de-sms-otp-bank", "otp", tab{"brand;dom;bt": deBanks},
		"{brand}: Ihre TAN für die Überweisung von {amt} an {fullname} lautet {code6}. Geben Sie diese TAN niemals telefonisch weiter.",
		"Ihr {brand} Sicherheitscode lautet {code6}. Teilen Sie ihn mit niemandem. Wir rufen Sie nie an, um danach zu fragen.",
		"{brand}: mTAN {code6} für die Registrierung eines neuen Geräts. Falls Sie das nicht beantragt haben, ignorieren Sie diese Nachricht.",
		"{code6} ist Ihr Code zur Freigabe der Zahlung von {amt} bei {merchant}. {brand} fragt Sie niemals nach diesem Code.",
		"{brand}: Mit der TAN {code6} bestätigen Sie Ihre Online-Zahlung von {amt}. Ein Mitarbeiter wird Sie nie nach einer TAN fragen.",
		"Code {brand}: {code6}. 5 Minuten gültig. ACHTUNG: niemals weitergeben.",
	)

	// ---------------------------------------------------------------- genuine: bank_alert
	genuine("de-sms-bank-umsatz", "bank_alert", tab{"brand;dom;bt": deBanks},
		"{brand}: Kartenzahlung über {amt} bei {merchant} am {date}. Verfügbarer Betrag: {amtm}.",
		"{brand}: Der Kontostand Ihres Kontos mit Endung {l4} liegt unter {amtr}. Details in der App.",
		"{brand}: Gutschrift über {amtm} von {fullname} eingegangen.",
		"{brand}: Ihr Gehalt über {amtm} wurde gutgeschrieben.",
		"{brand} Info: Am {date} wird eine Lastschrift über {amt} ({merchant}) eingezogen.",
		"{brand}: Eine Zahlung über {amtm} wurde abgelehnt. Wenn Sie diese nicht kennen, rufen Sie die Nummer auf der Rückseite Ihrer Karte an.",
		"{brand}: Ihre neue Karte ist unterwegs. Aktivieren Sie sie nach Erhalt in der App.",
	)
	genuine("de-email-bank-kontoauszug", "bank_alert", tab{"brand;dom;bt": deBanks},
		"Subject: Ihr Kontoauszug ist verfügbar\nGuten Tag {name} {last},\n\nIhr Kontoauszug für das Konto mit der Endung {l4} steht in Ihrem Online-Banking bereit.\n\nMelden Sie sich dazu wie gewohnt auf {dom} oder in der {brand} App an. Wir fordern Sie niemals per E-Mail zur Eingabe Ihrer Zugangsdaten auf.\n\nIhre {brand}",
		"Subject: Hohe Kartenzahlung\nHallo {name},\nmit Ihrer Karte (Endung {l4}) wurde am {date} eine Zahlung über {amtm} bei {merchant} getätigt.\nWenn Sie das waren, ist nichts zu tun. Falls nicht, lassen Sie die Karte über den Sperr-Notruf 116 116 sperren.",
		"Subject: Überweisung ausgeführt\nIhre Überweisung über {amtm} an {fullname} wurde am {date} ausgeführt.\nDetails finden Sie im Online-Banking.\n{brand}",
		"Subject: Kontostandswarnung\nDer verfügbare Betrag auf Ihrem Konto mit der Endung {l4} beträgt {amt} und liegt damit unter Ihrem eingestellten Limit.\nIhre Benachrichtigungen können Sie in der {brand} App ändern.\nDies ist eine automatisch erstellte Nachricht.",
	)

	// ---------------------------------------------------------------- genuine: delivery
	deCarriers := []string{
		"DHL;{trk_dhlde};https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode={trk}",
		"Hermes;{trk_hermes};https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation#{trk}",
		"DPD;{trk_dpd};https://tracking.dpd.de/status/de_DE/parcel/{trk}", "GLS;{trk_gls};https://gls-group.com/DE/de/paketverfolgung?match={trk}",
		"UPS;{trk_ups};https://www.ups.com/track?loc=de_DE&tracknum={trk}", "Amazon;{trk_amzl};https://www.amazon.de/gp/your-account/order-history"}
	genuine("de-sms-zustellung-paketdienst", "delivery", tab{"brand;trk;turl": deCarriers},
		"{brand}: Ihre Sendung {trk} wird heute zugestellt. Verfolgen: {turl}",
		"{brand}: Ihr Paket kommt am {date} zwischen {time} und {time2}. Zustellung ändern: {turl}",
		"Hallo {name}, Ihr {brand}-Paket wurde zugestellt und am Wunschablageort abgelegt. Sendungsverfolgung: {turl}",
		"{brand}: Ihr Paket liegt bis {date} in der Filiale bzw. Packstation zur Abholung bereit. Bitte Ausweis mitbringen. {turl}",
		"{brand}: Wir haben Sie heute leider nicht angetroffen. Ihr Paket wurde bei Ihrem Nachbarn abgegeben. {turl}",
		"Ihr {brand}-Zusteller {name2} kommt in ca. 30 Minuten. Sendungsnummer: {trk}",
	)
	genuine("de-email-zustellung", "delivery", tab{"brand;trk;turl": deCarriers},
		"Subject: Ihr Paket ist unterwegs\nHallo {name},\n\nIhre Sendung {trk} wurde verschickt. Voraussichtliche Zustellung: {date}.\n\nSendung verfolgen: {turl}\n\nSie müssen nichts weiter tun. Falls Sie nicht zu Hause sind, können Sie auf der Sendungsverfolgung einen Ablageort wählen.\n\nIhr {brand} Team",
		"Subject: Ihr Paket wurde zugestellt\nIhre Sendung {trk} wurde am {date} um {time} zugestellt.\nSendungsverfolgung: {turl}\nFalls Sie es nicht finden, fragen Sie bitte bei Ihren Nachbarn nach.",
		"Subject: Verzögerung Ihrer Zustellung\nGuten Tag,\nwetterbedingt verzögert sich Ihre Zustellung. Neuer voraussichtlicher Termin: {date}.\nAktueller Status: {turl}\n{brand}",
		"Subject: Ihr Paket liegt zur Abholung bereit\n{name}, Ihr Paket liegt bis {date2} für Sie bereit. Bitte bringen Sie Ihren Ausweis und den Abholcode {code6} mit.\nDetails: {turl}",
	)

	// ---------------------------------------------------------------- genuine: order
	deShops := []string{"Otto;otto.de", "Zalando;zalando.de", "MediaMarkt;mediamarkt.de", "Amazon;amazon.de", "OBI;obi.de", "Decathlon;decathlon.de", "Thalia;thalia.de", "IKEA;ikea.com", "Tchibo;tchibo.de"}
	genuine("de-email-bestellung", "order", tab{"brand;dom": deShops,
		"item": {"Kabellose Kopfhörer", "Kinder-Regenjacke", "Akku-Bohrschrauber", "USB-C-Ladegerät 65 W", "Laufschuhe", "Nachttischlampe", "Taschenbuch", "Zelt für 2 Personen"}},
		"Subject: Bestellbestätigung Nr. {ord}\nHallo {name},\n\nvielen Dank für Ihre Bestellung. Wir informieren Sie, sobald sie versandt wurde.\n\n{item}\nMenge: 1\nGesamtbetrag: {amt}\n\nBestellung ansehen: https://www.{dom}/mein-konto/bestellungen",
		"Subject: Ihre Bestellung wurde versandt\nGute Nachrichten, {name}: Ihre Bestellung {ord} ist unterwegs und kommt voraussichtlich am {date}.\n{item}\nDie Sendungsverfolgung finden Sie in Ihrem Konto auf {dom}.",
		"Subject: Ihre Rechnung von {brand}\nRechnung Nr. {ord}\n{item} .... {amt}\nBezahlt mit Karte, Endung {l4}\nVielen Dank für Ihren Einkauf. Kostenlose Rücksendung innerhalb von 30 Tagen.",
		"Subject: Ihre Rücksendung ist eingegangen\nHallo {name},\nwir haben Ihre Rücksendung ({item}) erhalten. Die Erstattung von {amt} erfolgt innerhalb von 5-7 Tagen auf Ihr ursprüngliches Zahlungsmittel.\nIhr {brand} Kundenservice",
		"Subject: Ihre Bestellung liegt zur Abholung bereit\nHallo {name}, Ihre Bestellung {ord} kann im {brand}-Markt {city} abgeholt werden. Sie haben 10 Tage Zeit.",
	)
	genuine("de-sms-bestellung-abholung", "order", tab{"brand;dom": deShops},
		"{brand}: Ihre Bestellung {ord} liegt zur Abholung bereit. Bitte bringen Sie diese SMS und Ihren Ausweis bis {date} mit.",
		"Hallo {name}, Ihre {brand}-Bestellung wurde versandt. Voraussichtliche Zustellung am {date}. Details in Ihrem Konto auf {dom}",
		"{brand}: Danke für Ihre Bestellung {ord} ({amt}). Wir melden uns, sobald sie unterwegs ist.",
		"{brand}: Ihre Erstattung über {amt} für Bestellung {ord} wurde veranlasst.",
		"{brand}: Ihre Click & Collect-Bestellung ist abholbereit. Abholcode: {code6}",
	)

	// ---------------------------------------------------------------- genuine: appointment
	genuine("de-sms-termin-erinnerung", "appointment", tab{"place": {"Zahnarztpraxis Dr. {last}", "Hausarztpraxis am Markt", "ATU", "Pit Stop", "Friseur Haarwerk", "Fielmann", "Tierarztpraxis Sonnenberg", "Physiotherapie Mitte"}},
		"Terminerinnerung: {place} am {date} um {time}. Antworten Sie J zur Bestätigung oder N zur Absage.",
		"Hallo {name}, {place} erinnert Sie an Ihren Termin morgen um {time}. Bei Verhinderung bitte unter {tel} absagen.",
		"{place}: Ihr Termin am {day}, {date} um {time} ist bestätigt. Bitte kommen Sie 10 Minuten früher.",
		"{place={ATU|Pit Stop}}Ihr Fahrzeug ist bei {place} am {date} um {time} eingeplant. Abmelden mit STOP.",
		"{place}: Ihre jährliche Kontrolle ist fällig. Termin online oder unter {tel} vereinbaren.",
		"Hallo, kurze Erinnerung an Ihren Termin bei {name2} ({place}) am {day} um {time}. Bis dann!",
	)
	genuine("de-email-termin", "appointment", tab{"place": {"MVZ Stadtmitte", "Radiologie am Park", "Bosch Car Service {last}", "Apollo-Optik", "Labor Dr. {last}", "Praxis für Osteopathie Weber"}},
		"Subject: Terminbestätigung\nGuten Tag {name},\n\nhiermit bestätigen wir Ihren Termin bei {place} am {date} um {time}.\n\nFalls Sie den Termin nicht wahrnehmen können, sagen Sie bitte mindestens 24 Stunden vorher unter {tel} ab.\n\nMit freundlichen Grüßen\n{place}",
		"Subject: Erinnerung: Ihr Termin morgen\nHallo {name}, wir erwarten Sie morgen um {time}. Bitte bringen Sie Ihre Versichertenkarte und die Überweisung mit.\n{place}",
		"Subject: Ihre Buchung ist bestätigt\nBuchungsnummer: {ref}\nLeistung: Jahresuntersuchung\nDatum: {date}, {time}\nOrt: {place}, {city}\nSie können Ihre Buchung in Ihrem Kundenkonto verwalten.",
		"Subject: Zeit für Ihren nächsten Termin\nHallo {name}, Ihre letzte Kontrolle bei {place} ist ein Jahr her. Termine online oder unter {tel}.\nDies ist eine automatische Erinnerung.",
	)

	// ---------------------------------------------------------------- genuine: marketing
	genuine("de-sms-werbung", "marketing", tab{"brand;dom": {"Douglas;douglas.de", "Domino's;dominos.de", "Deichmann;deichmann.com", "Snipes;snipes.com", "Thalia;thalia.de", "About You;aboutyou.de", "Jack Wolfskin;jack-wolfskin.de", "H&M;hm.com"}},
		"{brand}: -20 % auf ALLES, nur heute! Code LETZTE20 auf {dom}. Abmelden: STOP an 8{code4}",
		"Letzte Chance! Bis zu -50 % bei {brand}, endet um Mitternacht. {dom} Abmeldung: STOP",
		"{brand}: 2 Pizzen kaufen, die 3. gratis – nur heute auf {dom}. Keine SMS mehr? Antworte STOP",
		"Schnell {name}! Dein {percent} %-Gutschein läuft in 24 Std. ab. Jetzt auf {dom} einlösen. Abmelden: STOP",
		"{brand} FLASH SALE: extra 30 % für 6 Stunden. {dom}/sale Abmeldung mit STOP",
		"{brand}: Black Friday startet JETZT! Nichts verpassen auf {dom}. STOP zum Abmelden",
	)
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
	genuine("de-sms-kontosicherheit", "account_security", tab{"brand": {"Google", "Apple", "WhatsApp", "Kleinanzeigen", "Netflix", "Vinted", "Telekom"}},
		"{brand}: Auf Ihr Konto wurde am {date} von einem neuen Gerät aus zugegriffen. Wenn Sie das waren, ist nichts zu tun.",
		"Das Passwort Ihres {brand}-Kontos wurde geändert. Falls Sie das nicht waren, setzen Sie es in der App zurück.",
		"{brand}: Die Bestätigung in zwei Schritten wurde für dein Konto aktiviert.",
		"{brand}: Deinem Konto wurde eine Telefonnummer hinzugefügt. Warst du das nicht? Öffne die Einstellungen in der App.",
		"{brand}: Neue Anmeldung auf einem {device}. Nicht du? Öffne die {brand} App, um dein Konto zu schützen.",
	)

	// ---------------------------------------------------------------- genuine: personal_money
	genuine("de-sms-geld-privat", "personal_money", tab{"thing": {"die Pizza", "die Kinokarten", "das Taxi", "das Tanken", "die Konzertkarten", "das Essen", "das Airbnb", "das Geschenk für Lena"}},
		"Hey, kannst du mir die {amtr} für {thing} schicken, wenn du Zeit hast? Keine Eile",
		"Mama, ich hab heute die Miete bezahlt, danke für deine Hilfe diesen Monat ❤️",
		"Hab dir gerade {amtr} für {thing} geschickt 👍",
		"Ist meine Überweisung angekommen? Hab dir gestern Abend {amtr} geschickt",
		"Kannst du mir {amtr} für {thing} per PayPal schicken? Danke!",
		"Papa, hab mein Gehalt bekommen und dir die {amtr} zurücküberwiesen. Danke nochmal",
		"Hab {thing} in Splitwise eingetragen, macht {amtr} pro Person",
		"{name}, ich zahl dir {thing} am Freitag zurück, wenn mein Gehalt da ist, okay?",
		"Oma hat dir {amtr} zum Geburtstag geschickt, ich hab sie auf dein Sparbuch gelegt",
	)
	genuine("de-sms-privat-neue-nummer", "personal", tab{},
		"Hab mein Handy verloren, das ist die Nummer von {name2}. Wir sehen uns um 20 Uhr in der Kneipe",
		"Hi, hier ist {name}, neue Nummer! Das alte Handy ist kaputt, speicher die hier 😊",
		"Das ist mein neues Diensthandy, für Privates bitte die alte Nummer",
		"Hey, hier ist {name}, ich schreib vom Handy meiner Schwester, meins ist leer. Bin 10 Min. später da!",
		"Neue Nummer, gleiche Person 😄 kannst du mich wieder in die Gruppe aufnehmen?",
		"Handy wurde mir auf dem Festival geklaut 🙄 das ist meine Übergangsnummer bis Montag. {name}",
	).note = "new number without any request for money"

	// ---------------------------------------------------------------- genuine: personal
	genuine("de-sms-privat-chat", "personal", tab{"place": {"in der Kneipe", "bei Paul", "im Park", "am Bahnhof", "bei dir", "im Fitnessstudio", "am üblichen Ort"}},
		"Bin etwas spät dran, in 10 Min. da",
		"Bleibt's bei {day}? {place} um {time}?",
		"Alles Gute zum Geburtstag!! 🎉 Hab einen tollen Tag",
		"Kannst du auf dem Heimweg Milch mitbringen?",
		"Gut gelandet, ich ruf dich morgen an",
		"Sorry, hab deine Nachricht erst jetzt gesehen! Ja, {day} nach {time} passt",
		"Danke für den Abend, war richtig schön. Bald wieder!",
		"Hast du die Katze gefüttert?",
		"Treffen wir uns {place} um {time}?",
		"Haha, zu gut 😂",
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
	genuine("de-sms-arbeit", "work", tab{},
		"Hi {name}, kannst du meine Schicht am {day} übernehmen? Ich übernehme nächste Woche eine von dir",
		"Der Dienstplan für nächste Woche hängt aus. Du hast {day} Frühschicht",
		"Meeting ist auf {time} verschoben, Raum 2",
		"Bin 5 Min. später beim Daily, fangt ohne mich an",
		"Der Kunde fand die Präsentation super 🎉 gut gemacht, alle",
		"{name}, die Lieferung für die Baustelle kommt um {time}, kannst du sie annehmen?",
	)

	// ---------------------------------------------------------------- genuine: service
	genuine("de-sms-dienst-rechnung", "service", tab{"brand;dom": {"Telekom;telekom.de", "Vodafone;vodafone.de", "O2;o2online.de", "1&1;1und1.de", "E.ON;eon.de", "Vattenfall;vattenfall.de", "Stadtwerke München;swm.de", "EnBW;enbw.com"}},
		"{brand}: Ihre Rechnung über {amt} ist online verfügbar. Der Betrag wird am {date} abgebucht.",
		"{brand}: Wir haben Ihre Zahlung über {amt} erhalten. Vielen Dank.",
		"Hallo {name}, Ihre {brand}-Rechnung beträgt {amt}. Abbuchung per Lastschrift am {date}, Sie müssen nichts tun. Details auf {dom}",
		"{brand}: Sie haben 80 % Ihres Datenvolumens verbraucht. Verbrauch in der App prüfen.",
		"{brand}: Geplante Wartungsarbeiten in Ihrem Gebiet am {date} ab {time}. Unterbrechungen bis zu 2 Std. möglich. Infos auf {dom}",
		"{brand}: Bitte teilen Sie uns Ihren Zählerstand bis {date} mit, im Kundenportal oder auf {dom}",
	)
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
	scam("de-sms-paypal-eingeschraenkt", "phishing_bank", tab{"brand;dom;bt": {"PayPal;paypal.com;paypal", "Klarna;klarna.com;klarna", "Apple Pay;apple.com;applepay", "Google Pay;google.com;googlepay", "Wero;wero-wallet.eu;wero"}},
		"{brand}: Ihr Konto wurde eingeschränkt. Bestätigen Sie Ihre Identität, um die Einschränkung aufzuheben: {surl}",
		"{brand}: Sie haben {amtm} an {fullname} gesendet. Waren Sie das nicht? Innerhalb von 24 Std. widersprechen: {surl}",
		"Ihre Karte wurde aus {brand} entfernt, da wir sie nicht verifizieren konnten. Jetzt erneut hinzufügen: {surl}",
		"{brand}: Ungewöhnliche Zahlungen festgestellt. Prüfen Sie diese, sonst wird Ihr Guthaben eingefroren {surl}",
		"{brand}: Ihre Rückerstattung von {amt} konnte nicht ausgeführt werden. Geben Sie Ihre Kartendaten ein: {surl}",
	)
	scam("de-email-rundfunk-energie", "phishing_other", tab{"brand;dom;bt": {"ARD ZDF Beitragsservice;rundfunkbeitrag.de;rundfunkbeitrag", "Telekom;telekom.de;telekom", "E.ON;eon.de;eon", "Vattenfall;vattenfall.de;vattenfall", "Netflix;netflix.com;netflix"}},
		"Subject: Rückerstattung wegen doppelter Abbuchung\nSehr geehrter Kunde,\n\nwir haben eine doppelte Abbuchung festgestellt. Ihnen steht eine Erstattung von {amt} zu. Geben Sie dazu Ihre Kartendaten ein: {hurl}\n\n{brand}",
		"Subject: Ihr Beitragskonto ist im Rückstand\nWir konnten den Beitrag von {amt} nicht einziehen. Um eine Vollstreckung zu vermeiden, aktualisieren Sie Ihre Zahlungsdaten bis {date}: {hurl}\n{brand}",
		"Subject: Ihr Abo ist pausiert\nHallo {name},\nes gibt ein Problem mit Ihren Zahlungsinformationen. Aktualisieren Sie diese, um den Dienst weiter zu nutzen: {hurl}\nIhr {brand}-Team",
		"Subject: Energiepreispauschale beantragen\nSie haben Anspruch auf eine Energiepreispauschale von {amtm}. Beantragen Sie diese bis {date}: {hurl}",
		"Subject: Letzte offene Rechnung\nIhr Kundenkonto weist einen offenen Betrag von {amt} auf. Bitte begleichen Sie ihn noch heute: {hurl}\nReferenz: {ref}",
	)
	scam("de-sms-paket-rueckruf", "fake_delivery", tab{"brand;bt;dom": {"DHL;dhl;dhl.de", "Hermes;hermes;myhermes.de", "DPD;dpd;dpd.de", "GLS;gls;gls-pakete.de"}},
		"{brand}: Das Etikett Ihres Pakets ist beschädigt. Bitte rufen Sie {prem} an, um die Zustellung zu vereinbaren.",
		"{brand}: Ihre Sendung {trk} liegt im Lager. Rufen Sie bis 18 Uhr {mob} an, um Ihre Adresse zu bestätigen.",
		"Hallo, hier ist der {brand}-Fahrer. Ich stehe mit Ihrem Paket vor der Tür, finde aber die Hausnummer nicht. Rufen Sie mich zurück: {mob}",
		"{brand}: Für Ihr Paket fallen {fee} Zoll an. Antworten Sie mit Kartennummer und Ablaufdatum oder rufen Sie {prem} an.",
		"{brand} Kundenservice: Zustellung der Sendung {trk} fehlgeschlagen. Rufen Sie unsere Sprachansage unter {prem} an.",
	).note = "call-back, no link"
	scam("de-sms-dating-app", "romance_scam", tab{"site": {"Tinder", "Parship", "Bumble", "LOVOO", "Hinge"}},
		"Hey Süßer 😘 hier ist {fname} von {site}. Bevor wir uns treffen, muss ich prüfen, dass du kein Fake bist, ist kostenlos: {surl}",
		"Hi, ich bin kaum noch auf {site}. Schreib mir lieber hier, ich bin {fname}, 27, neu in {city} 💕",
		"Hallo, mir gefällt dein Profil auf {site}. Ich bin Krankenschwester im Nachtdienst, so ist es einfacher zu schreiben. Was machst du heute Abend?",
		"Schatz, ich sitze im Ausland fest und meine Karte ist gesperrt. Kannst du mir eine Paysafecard über {amtr} kaufen? Ich zahle es dir zurück, wenn wir uns sehen ❤️",
		"{fname} von {site}! Ich würde gern videochatten, aber meine Sicherheits-App verlangt erst eine Registrierung {short}",
	)
	scam("de-sms-aktien-gruppe", "investment_scam", tab{},
		"Hallo, ich bin {fname}, Assistentin eines Finanzanalysten. Wir teilen 2-3 kostenlose Aktientipps pro Woche auf WhatsApp. Antworten Sie mit 1, um beizutreten.",
		"Glückwunsch! Sie wurden in unsere VIP-Anlegergruppe aufgenommen. Der Tipp der letzten Woche stieg um {percent} %. Fügen Sie unseren Mentor hinzu: {intl}",
		"Hallo {name}, sorry für die späte Antwort. Unser KI-Tool für Aktien hat eine Trefferquote von 90 %. Soll ich Ihnen die heutige Auswahl schicken?",
		"Unsere Zuteilung für den Börsengang ist fast voll. Gewinn für Mitglieder garantiert. Kontakt: {fullname}, {intl}",
		"Ich habe dieses Quartal {amtl} mit den Signalen meines Lehrers verdient. Wenn du willst, stelle ich dich vor, er nimmt nur wenige Schüler.",
	).note = "no link: investment group opener"
	scam("de-email-sicherheitswarnung-pc", "tech_support", tab{"brand;bt;dom": {"Microsoft Windows Defender;defender;microsoft.com", "Apple Sicherheit;apple;apple.com", "Microsoft Support;microsoft;microsoft.com", "iCloud;icloud;icloud.com"}},
		"Subject: Sicherheitswarnung: Trojaner erkannt\nWindows Defender hat Spyware auf diesem Computer erkannt (Fehlercode #0x{code6}).\nIhre Bankdaten, Passwörter und Fotos sind gefährdet.\nSchalten Sie den Computer nicht aus. Rufen Sie den Microsoft-Support an: {tel}",
		"Subject: Ihr iCloud-Speicher ist voll\nSehr geehrter Kunde,\nIhr Speicher ist voll und Ihre Fotos werden am {date} gelöscht. Als treuer Kunde erhalten Sie 50 GB gratis: {hurl}",
		"Subject: Ihre Apple-ID wurde gesperrt\nIhre Apple-ID wurde nach einer Anmeldung aus {country} gesperrt.\nZum Entsperren rufen Sie den Apple Support unter {tel} an. Halten Sie Ihr Gerät bereit.",
		"Subject: Verdächtige Aktivität unter Ihrer IP {ip}\nUnser System hat illegale Aktivitäten aus Ihrem Netzwerk festgestellt. Ihre Lizenz ist gesperrt.\nRufen Sie einen zertifizierten Techniker an: {tel}. Fallnummer {case}.",
		"Subject: Firewall abgelaufen\nIhr {brand}-Schutz ist heute abgelaufen. Verlängern Sie für {amtr} oder rufen Sie {tel} an.",
	)
	scam("de-sms-umfrage-geschenk", "lottery", tab{"brand;bt": {"Lidl;lidl", "Aldi;aldi", "REWE;rewe", "Kaufland;kaufland", "dm;dm", "Rossmann;rossmann"}},
		"{brand}: Sie wurden für unsere 30-Sekunden-Umfrage ausgewählt. Erhalten Sie eine Belohnung von {amtr}: {surl}",
		"Danke für Ihren Einkauf bei {brand}! Beantworten Sie 4 Fragen und erhalten Sie Ihr exklusives Geschenk: {surl}",
		"{name}, Ihr {brand}-Treuegeschenk wartet! Nur {fee} Versand: {surl}",
		"{brand}-Jubiläum: 1 von 500 Dyson-Staubsaugern für {fee}. Nur heute: {surl}",
		"Kundenbelohnung: Sie haben einen {brand}-Gutschein gewonnen. Bestätigen Sie Ihre Lieferdaten {short}",
	)
	scam("de-email-erbschaft-vorschuss", "other", tab{"lawyer": {"Rechtsanwalt James Okoro", "Dr. Ahmed Traoré", "Frau Helen Morrison", "Notar Peter Williams", "Herr Kwame Mensah"}},
		"Subject: Vertraulicher Vorschlag\nLieber Freund,\nich bin {lawyer}, Anwalt eines verstorbenen Mandanten ohne Testament, der {amtl} hinterlassen hat. Da Sie denselben Nachnamen tragen, schlage ich vor, Sie als Erben einzusetzen. Wir teilen 50/50.\nBitte antworten Sie mit vollem Namen und Telefonnummer.",
		"Subject: Erbschaftsmitteilung\nSehr geehrte/r {name} {last},\nwir versuchen Sie wegen einer nicht beanspruchten Erbschaft über {amtl} zu erreichen. Für die Überweisung ist eine Bearbeitungsgebühr von {amtm} erforderlich.\n{lawyer}",
		"Subject: Ihre Entschädigung\nAn den Begünstigten,\nder Entschädigungsfonds für Betrugsopfer hat {amtl} für Sie genehmigt. Kontaktieren Sie die auszahlende Bank unter {replyto}.",
		"Subject: Spende\nGuten Tag,\nich bin eine kranke Witwe und möchte über Sie {amtl} an wohltätige Zwecke spenden. Antworten Sie mir, damit ich Ihnen die Bankdaten gebe.\n{lawyer}",
		"Subject: Zustellung Ihrer Diplomatenkiste\nIhre Kiste mit {amtl} befindet sich am Flughafen. Zahlen Sie {amtm} Freigabegebühr an den Diplomaten. Kontakt: {replyto}",
	)
	scam("de-sms-wohnung-kaution", "other", tab{"site": {"ImmoScout24", "Immowelt", "Kleinanzeigen", "WG-Gesucht", "Facebook Marketplace"}},
		"Hallo, zur Wohnung auf {site}: Sie ist noch frei. Ich arbeite im Ausland und kann nicht besichtigen, aber wenn Sie die Kaution von {amtm} überweisen, schicke ich die Schlüssel per Post.",
		"Hallo, danke für Ihr Interesse. Es gibt viele Anfragen, wer zuerst die Kaution von {amtm} zahlt, bekommt die Wohnung. IBAN: {ibanlt}",
		"Das Zimmer gehört Ihnen, wenn Sie heute die erste Miete ({amtm}) über die sichere Airbnb-Zahlung überweisen: {surl}",
		"Hallo, ich bin der Vermieter. Für eine Besichtigung brauche ich einen Screenshot Ihres Kontostands und {amtr} Reservierungsgebühr.",
		"Hallo {name}, das Haus ist noch zu vermieten. Füllen Sie die Selbstauskunft aus und zahlen Sie {amtr} für die Bonitätsprüfung: {surl}",
	)

	genuine("de-email-bank-betrugspruefung", "bank_alert", tab{"brand;dom;bt": deBanks},
		"Subject: Bitte prüfen Sie eine aktuelle Zahlung\nHallo {name},\n\nwir haben eine ungewöhnliche Zahlung über {amtm} bei {merchant} mit Ihrer Karte (Endung {l4}) bemerkt und sie vorsorglich angehalten.\n\nBitte bestätigen Sie in der {brand} App, ob Sie die Zahlung veranlasst haben. Wir fordern Sie niemals auf, einen Link anzuklicken, Geld umzubuchen oder eine TAN weiterzugeben.\n\nIhre {brand}",
		"Subject: Ihre Karte ist vorübergehend gesperrt\nHallo {name}, wir haben Ihre Karte mit Endung {l4} nach einem unbekannten Zahlungsversuch gesperrt. Zum Entsperren bestätigen Sie die Zahlung in der App oder rufen Sie die Nummer auf der Kartenrückseite an.",
		"Subject: Wir haben Ihnen eine neue Karte geschickt\nVorsorglich haben wir Ihre Karte mit Endung {l4} ersetzt. Sie erhalten sie in 3-5 Werktagen. Sie müssen nichts weiter tun.\n{brand}",
		"Subject: Kontoüberziehung\nHallo {name}, Ihr Konto wurde am {date} um {amt} überzogen. Den Kontostand sehen Sie in der App. Wenn Sie bereits Geld eingezahlt haben, ist nichts zu tun.\n{brand}",
	)
	genuine("de-sms-zusteller", "delivery", tab{"brand": {"Amazon", "DHL", "Hermes", "REWE Lieferservice", "Lieferando", "DPD"}},
		"{brand}: Ihr Zusteller {name2} ist noch 4 Stopps entfernt. Ankunft ca. {time} bis {time2}.",
		"Hallo, {name2} von {brand} hier, ich stehe unten, aber niemand macht auf. Soll ich es beim Nachbarn abgeben?",
		"{brand}: Ihre Bestellung kommt heute zwischen {time} und {time2}. Geben Sie einen Ablageort an, falls Sie nicht da sind.",
		"{brand}: Zugestellt! Ihr Paket wurde persönlich übergeben. Foto in der App.",
		"Ihr {brand}-Lieferfenster morgen: {time} bis {time2}. Änderungen in der App.",
	)
	genuine("de-email-reise-buchung", "order", tab{"brand;dom": {"Deutsche Bahn;bahn.de", "Booking.com;booking.com", "Lufthansa;lufthansa.com", "Airbnb;airbnb.de", "FlixBus;flixbus.de", "Eurowings;eurowings.com"}},
		"Subject: Ihre Buchung ist bestätigt - {ref}\nHallo {name},\n\nIhre Buchung in {city} ist bestätigt.\nAnreise: {date}\nAbreise: {date2}\nGesamtpreis: {amtm}\n\nBuchung verwalten: https://www.{dom}/\n\nBis bald!",
		"Subject: Ihr E-Ticket {pnr}\nHallo {name} {last},\nvielen Dank für Ihre Buchung bei {brand}. Buchungscode: {pnr}. Ihr Flug nach {city} startet am {date} um {time}.\nDer Online-Check-in öffnet 24 Stunden vorher auf {dom}.",
		"Subject: Ihre Fahrkarten für den {date}\nHallo {name}, hier sind Ihre Tickets nach {city}. Zeigen Sie den QR-Code in der App bei der Kontrolle. Gezahlt: {amt}.\n{brand}",
		"Subject: Erinnerung an Ihre Reservierung\nIhr Aufenthalt beginnt in 3 Tagen. Die Anreiseinfos des Gastgebers finden Sie in der App. Fragen? Schreiben Sie dem Gastgeber nur über {brand}.",
	)
	genuine("de-sms-restaurant-reservierung", "appointment", tab{"place": {"Zur Letzten Instanz", "Vapiano", "Hofbräuhaus", "Block House", "L'Osteria", "Café Einstein"}},
		"Ihr Tisch für {cnt} im {place} ist für {day} um {time} bestätigt. Antworten Sie J zur Bestätigung oder N zur Absage.",
		"{place}: Wir freuen uns auf Sie heute um {time}. Verspätung? Rufen Sie uns an: {tel}.",
		"Erinnerung von OpenTable: {place}, {date} um {time}, {cnt} Personen. Reservierung in der App verwalten.",
		"Hallo {name}, danke für Ihre Reservierung im {place}! Bitte teilen Sie uns Allergien als Antwort auf diese Nachricht mit.",
		"{place}: Ihr Tisch ist bereit! Bitte kommen Sie in den nächsten 10 Minuten zum Empfang.",
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
	genuine("de-sms-amt-info", "service", tab{},
		"Bürgeramt {city}: Ihr Personalausweis liegt zur Abholung bereit. Bitte bringen Sie den alten Ausweis mit.",
		"Stadt {city}: Die Biotonne wird ab {date} immer am {day} geleert. Infos im Abfallkalender.",
		"Deutsche Rentenversicherung: Ihr Antrag ist eingegangen. Wir melden uns schriftlich. Diese SMS erfordert keine Antwort.",
		"Impfzentrum: Erinnerung an Ihren Termin am {date} um {time}. Bitte Impfpass mitbringen.",
		"KATWARN: Unwetterwarnung für {city} ab {time}. Meiden Sie Aufenthalte im Freien.",
		"Kfz-Zulassungsstelle: Ihre Zulassung ({plate_de}) ist abgeschlossen. Die Unterlagen kommen per Post.",
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
	scam("de-sms-strom-sperre", "other", tab{"brand": {"Stadtwerke", "E.ON", "Vattenfall", "EnBW", "Yello"}},
		"{brand}: Ihr Strom wird in 2 Stunden wegen eines Zahlungsrückstands von {amtm} gesperrt. Rufen Sie {mob} an, um zu zahlen.",
		"LETZTE MAHNUNG {brand}: Sperrung heute geplant. Zur Abwendung zahlen Sie {amtm} per Paysafecard. Rufen Sie {mob} an.",
		"{brand}: Ihre letzte Lastschrift ist geplatzt. Ein Techniker sperrt den Zähler. Rufen Sie {tel} an, um das zu stoppen.",
		"{brand}: Sie haben {amt} zu viel bezahlt. Antworten Sie mit Ihrer Kartennummer für die Erstattung.",
		"Abrechnung {brand}: Ihr Vertrag ist im Zahlungsverzug. Begleichen Sie innerhalb einer Stunde unter {mob}, um die Kündigung zu vermeiden.",
	)
	scam("de-sms-kleinanzeigen-kaeufer", "other", tab{"site": {"Kleinanzeigen", "Vinted", "Facebook Marketplace", "eBay Kleinanzeigen"}},
		"Hallo, ist Ihr Artikel auf {site} noch da? Ich nehme ihn zum vollen Preis, bin aber unterwegs, ein Kurier holt ihn ab. Ich zahle per Überweisung.",
		"Hallo, ich habe Ihnen aus Versehen {amtm} statt {amt} geschickt. Bitte überweisen Sie mir die Differenz zurück, sorry für die Umstände.",
		"Passt, ich habe über {site} Sicher bezahlen gezahlt. Klicken Sie, um Ihr Geld zu erhalten: {surl}",
		"Hallo, damit ich sehe, dass Sie echt sind: Können Sie mir den 6-stelligen Code schicken, den Sie gerade per SMS bekommen haben? Zu viel Betrug auf {site}.",
		"Bezahlt! Meine Bank sagt, Sie brauchen ein Geschäftskonto, um es zu empfangen, Gebühr {amtr}, die ich auf den Preis draufrechne.",
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
	scam("de-sms-konto-kleinanzeigen-streaming", "phishing_other", tab{"brand;bt;dom": {"Kleinanzeigen;kleinanzeigen;kleinanzeigen.de", "Vinted;vinted;vinted.de", "Netflix;netflix;netflix.com", "DAZN;dazn;dazn.com", "Disney+;disneyplus;disneyplus.com"}},
		"{brand}: Ihr Konto wurde nach einer Meldung gesperrt. Bestätigen Sie Ihre Identität zur Reaktivierung: {surl}",
		"{brand}: Ihre Zahlung ist fehlgeschlagen, Ihr Abo wird heute pausiert. Aktualisieren Sie Ihre Karte: {surl}",
		"{brand}: Ein Käufer hat Ihren Artikel bezahlt ({amt}). Bestätigen Sie Ihre Daten, um das Geld zu erhalten: {surl}",
		"{brand}: Ungewöhnliche Anmeldung aus {country}. Schützen Sie Ihr Konto: {surl}",
		"{brand}: 3 Monate gratis für Sie, bestätigen Sie nur Ihre Zahlungsmethode: {surl}",
	)
}

// Third round of German families: hard cases on both sides.
func init() {
	scam("de-sms-code-bank-kopie", "phishing_bank", tab{"brand;dom;bt": deBanks},
		"{brand}: Ihr Sicherheitscode lautet {code6}. Jemand versucht, einen Empfänger hinzuzufügen. Waren Sie das nicht, rufen Sie unser Betrugsteam an: {mob}.",
		"{code6} ist Ihr {brand}-Code. Nicht weitergeben. Falls Sie ihn nicht angefordert haben, stornieren Sie hier: {surl}",
		"{brand} TAN: {code6}. Eine Überweisung über {amtm} wartet auf Freigabe. Nicht von Ihnen? Rufen Sie {mob} an.",
		"{brand}: Code {code6} zur Registrierung eines neuen Handys. Waren Sie das nicht? Sicherheitsabteilung: {tel}.",
		"{brand}: {code6} ist Ihr Anmeldecode auf einem neuen Gerät. Konto gefährdet? Rufen Sie {intl} an, rund um die Uhr.",
	).note = "copies the wording of genuine one-time codes"
	scam("de-sms-code-versehentlich", "phishing_other", tab{"brand": {"WhatsApp", "Instagram", "Kleinanzeigen", "Telegram", "Snapchat"}},
		"Hi sorry, ich hab dir aus Versehen einen 6-stelligen Code geschickt statt an meine Nummer. Kannst du ihn mir bitte weiterleiten? Ist dringend 🙏",
		"Hey, hier ist {name2}! {brand} hat meinen Code versehentlich an deine Nummer geschickt, kannst du mir den Code schicken, den du gerade bekommen hast?",
		"Hallo, ich wechsle mein Handy und die {brand}-Bestätigung ging an Ihre Nummer. Können Sie mir den Code sagen?",
		"{name}!! Ich komm nicht mehr in {brand} rein, hab deine Nummer als Backup angegeben. Schick mir einfach den Code, danke",
		"Hallo, {brand}-Support. Damit Ihr Konto aktiv bleibt, antworten Sie mit dem Code, den wir Ihnen gerade geschickt haben.",
	).note = "account takeover by asking for a code, no link"
	genuine("de-sms-abholcode", "otp", tab{"brand": {"DHL", "Amazon", "Hermes", "DPD", "MediaMarkt", "GLS"}},
		"{brand}: Ihr Zustellcode lautet {code4}. Nennen Sie ihn dem Zusteller erst bei Übergabe des Pakets.",
		"Ihr {brand}-Abholcode: {code6}. Zeigen Sie ihn im Paketshop zusammen mit Ihrem Ausweis.",
		"{brand}: Für Ihr Paket ist ein Code nötig. Geben Sie dem Zusteller bei Übergabe den Code {code4}.",
		"{brand} Packstation: Abholcode {code6}, gültig bis {date}.",
		"Ihre {brand}-Bestellung kommt heute. Halten Sie diesen Code für den Fahrer bereit: {code4}",
	)
	genuine("de-sms-familiengruppe", "personal", tab{},
		"Essen bei Oma am {day} um {time}, bringt gern einen Nachtisch mit",
		"Wer holt die Kleinen heute vom Fußball ab?",
		"Sind gut im Hotel angekommen, die Aussicht ist der Wahnsinn! Fotos später 📸",
		"Denkt dran, morgen hat Papa Geburtstag, ich hab die Torte bestellt",
		"Kann mich jemand anrufen, wenn er Zeit hat? Nichts Dringendes, geht ums Wochenende",
		"Der Handwerker kommt {day} zwischen {time} und {time2}, kann jemand zu Hause sein?",
		"Heute Abend Mülltonnen rausstellen!",
	)
	genuine("de-email-abo-beleg", "order", tab{"brand;dom;item": {"Apple;apple.com;iCloud+ 200 GB", "Google;google.com;Google One 100 GB", "Spotify;spotify.com;Spotify Premium Individual", "Netflix;netflix.com;Standard-Abo", "Disney+;disneyplus.com;Disney+ Standard", "WaipuTV;waipu.tv;waipu.tv Perfect Plus"}},
		"Subject: Ihr Beleg von {brand}\nBeleg\nDatum: {date}\nBestellnummer: {ref}\n\n{item} (monatlich) .... {subamt}\nGesamt: {subamt}\n\nWenn Sie diesen Kauf nicht getätigt haben oder kündigen möchten, verwalten Sie Ihre Abos in Ihrem Konto auf {dom}.",
		"Subject: Ihr Abo wurde verlängert\nHallo {name},\nIhr Abo {item} wurde am {date} verlängert und Ihre Karte mit Endung {l4} mit {subamt} belastet.\nSie können jederzeit in Ihrem Konto kündigen.",
		"Subject: Preisänderung Ihres Tarifs\nHallo {name}, ab {date} kostet {item} {subamt} pro Monat. Sie müssen nichts tun, um Ihren Tarif zu behalten. Änderungen in Ihrem Konto auf {dom}.",
		"Subject: Ihr kostenloser Testzeitraum endet bald\nIhr Testzeitraum für {item} endet am {date}. Danach werden {subamt} pro Monat berechnet, sofern Sie nicht in Ihrem Konto kündigen.\n{brand}",
	)
}

// More phrasings for German families, written as real messages vary.
func init() {
	more("de-sms-hallo-mama",
		"hey ich bins, neues handy. die alte nummer nicht mehr benutzen. bist du zuhause?",
		"Mama das ist meine neue Nummer!! Speicher sie ab. Ich hab ein kleines Problem, kannst du mir gerade helfen?",
		"Hallo {rel}, hier ist {fname}. Mein Handy ist bei der Arbeit kaputtgegangen 😩 das ist eine Übergangsnummer. Kannst du heute eine Rechnung für mich bezahlen? Ich schick sie dir")
	more("de-sms-paket-zoll",
		"{brand}: Zustellversuch am {date} fehlgeschlagen. Ihr Paket geht zurück, wenn Sie heute keinen neuen Termin bestätigen: {surl}",
		"[{brand}] Aktualisierung erforderlich: Ihre Postleitzahl war nicht lesbar. Bitte bestätigen, um die Rücksendung zu vermeiden {surl}",
		"Ihr Paket ist bereit, aber {fee} Gebühren sind offen. Jetzt zahlen und morgen erhalten: {surl}")
	more("de-sms-bank-konto-gesperrt",
		"{brand}: Ein neues Gerät wurde für das Online-Banking freigeschaltet. Waren Sie das NICHT, sperren Sie es hier: {surl}",
		"DRINGEND {brand}: Ihr Konto wird heute gesperrt. Bestätigen Sie Ihre Daten unter {surl}, um Ihre Karte weiter zu nutzen.")
	more("de-sms-maut-bussgeld",
		"ERINNERUNG: Ihr Bußgeld über {amtr} (Az. {ref}) ist weiterhin offen. Vermeiden Sie Mahngebühren: {surl}",
		"{brand=Toll Collect}{brand}: Für Ihr Fahrzeug wurde eine nicht bezahlte Mautfahrt erfasst. Jetzt {fee} nachzahlen: {surl}")
	more("de-sms-otp-dienste",
		"Dein Google-Bestätigungscode lautet {code6}",
		"{code6} ist dein Netflix-Bestätigungscode. Er läuft in 15 Minuten ab.",
		"Snapchat-Code: {code6}. Teile diesen Code mit niemandem.",
		"Ihr Anmeldecode für PAYBACK: {code6}")
	more("de-sms-bank-umsatz",
		"{brand}: Zahlung von {amt} an {merchant}. Kontostand: {amtm}.",
		"{brand} Hinweis: Bargeldabhebung über {amtr} am {date} vom Konto mit Endung {l4}. Nicht Sie? Rufen Sie die Nummer auf der Kartenrückseite an.")
	more("de-sms-zustellung-paketdienst",
		"{brand}: Ihr Paket liegt in der Packstation für Sie bereit. Abholcode und Infos: {turl}",
		"Ihre {brand}-Sendung wurde um {time} in Ihren Briefkasten gelegt. Sendungsnummer {trk}")
	more("de-sms-falsche-nummer",
		"Guten Tag, entschuldigen Sie, ist das die Praxis von Dr. {last}? Ich wollte meinen Termin bestätigen",
		"Hey, kommst du Samstag zur Party? {fname} hat mir deine Nummer gegeben")
	more("de-sms-privat-chat",
		"Bin unterwegs!",
		"Kannst du mir das Foto von gestern schicken?",
		"Sorry, Anruf verpasst, sitze im Meeting. Ruf dich in 20 Min. zurück")
	more("de-sms-werbung",
		"{brand}: Dein {percent} %-Code wartet! Gültig bis Sonntag auf {dom}. Abmelden: STOP",
		"{name}, dieses Wochenende versandkostenfrei bei {brand}! {dom} Keine SMS mehr? STOP")
	more("de-sms-termin-erinnerung",
		"Erinnerung: Termin {day}, {date}, {time} bei {place}. Antworten Sie J zur Bestätigung oder N zur Absage.",
		"Sie haben morgen um {time} einen Termin bei {place}. Falls Sie verhindert sind, sagen Sie bitte ab, damit wir den Termin vergeben können.")
	more("de-sms-job-aufgaben",
		"Hallo! Wir suchen Teilzeitkräfte, 100 % remote, nur ein Handy nötig. Bis zu {amtday} pro Tag. Antworten Sie mit JA.",
		"Hallo {name}, ich bin {fname} aus dem Recruiting. Ihr Profil passt zu unserer Stelle als Online-Assistenz. Darf ich Ihnen Details per Telegram schicken?")
	more("de-sms-falscher-bankberater",
		"{brand}: Zu Ihrer Sicherheit wurde Ihr Konto vorübergehend eingeschränkt. Ein Kollege ruft Sie heute an, um die Freigabe mit Ihnen durchzugehen.")
}

// Fourth round of German families.
func init() {
	genuine("de-sms-payback-punkte", "marketing", tab{"brand;dom": {"PAYBACK;payback.de", "DeutschlandCard;deutschlandcard.de", "dm;dm.de", "REWE;rewe.de", "Lidl Plus;lidl.de", "Douglas;douglas.de"}},
		"{brand}: Sie haben {cnt2}0 Punkte gesammelt. Lösen Sie sie bis {date} im Markt oder auf {dom} ein. Abmelden: STOP",
		"{brand}: Sie haben einen Vorteil freigeschaltet! -{percent} % auf Ihren nächsten Einkauf, bereits auf der Karte, kein Code nötig.",
		"Hallo {name}, Ihre persönlichen {brand}-Coupons für diese Woche sind in der App. Keine SMS mehr? STOP",
		"{brand}: Doppelte Punkte auf alles an diesem Wochenende, einfach Karte zeigen. Bedingungen auf {dom}. STOP zum Abmelden",
		"{brand}: Ihr Geburtstagsgeschenk wartet in der App. 7 Tage gültig. Abmelden mit STOP",
	).note = "genuine loyalty message that looks like a prize"
	genuine("de-email-app-rueckblick", "newsletter", tab{"brand;dom": {"Duolingo;duolingo.com", "Strava;strava.com", "Babbel;babbel.com", "komoot;komoot.com", "Spotify;spotify.com", "Withings;withings.com"}},
		"Subject: Dein Wochenbericht\nHallo {name},\nhier ist deine Woche bei {brand}: {cnt} aktive Tage, {cnt2} Minuten insgesamt. Weiter so!\nÖffne die App für Details.\nE-Mail-Einstellungen kannst du unter Einstellungen ändern.",
		"Subject: Dein Monat im Rückblick\n{name}, starker Monat! Sieh dir deine Highlights und die Neuigkeiten an.\nhttps://www.{dom}/\nMonatsrückblicke kannst du in deinem Konto abbestellen.",
		"Subject: Neu in {brand}\nDieses Update bringt Offline-Modus, ein neues Design und schnellere Synchronisierung. Aktualisiere die App, um es auszuprobieren.\nDein {brand}-Team",
		"Subject: Tipps für {brand}\nHallo {name}, hier drei Tipps, die unsere Community liebt. Zu lesen auf https://blog.{dom}/",
	)
	genuine("de-sms-wg-geld", "personal_money", tab{"bill": {"den Strom", "das Gas", "das Internet", "das Wasser", "die Nebenkosten", "die Putzkraft"}},
		"WG: Die Rechnung für {bill} ist da, macht {amtr} pro Person. Überweist ihr bis Freitag?",
		"Hab heute {bill} bezahlt, Splitwise ist aktualisiert. Du schuldest mir {amtr}, wann es passt",
		"Hey, die Miete ist am 1. fällig, ich überweise meinen Teil heute Abend",
		"Der Vermieter will die Kaution für die neue Wohnung bis {day}, legen wir je {amtr} zusammen?",
		"Danke für die {amtr}! Jetzt sind wir quitt 👍",
	)
	genuine("de-sms-bank-neues-geraet", "account_security", tab{"brand;dom;bt": deBanks},
		"{brand}: Sie haben sich am {date} auf einem neuen Gerät ({device}) angemeldet. Waren Sie das nicht, rufen Sie die Nummer auf Ihrer Karte an.",
		"{brand}: Ihre Banking-App wurde auf einem neuen Handy eingerichtet. Nicht Sie? Wenden Sie sich an Ihre Filiale; wir fragen nie nach PIN oder TAN.",
		"{brand}: Ihre Mobilnummer wurde geändert. Falls Sie das nicht waren, kontaktieren Sie uns über die Kontaktdaten auf {dom}.",
		"{brand}: Ihre Online-Banking-PIN wurde geändert. Wenn Sie das waren, ist nichts weiter zu tun.",
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
	scam("de-sms-romance-verlauf", "romance_scam", tab{},
		"Guten Morgen mein Schatz ☀️ hast du gut geschlafen? Ich habe wieder von dir geträumt",
		"Liebling, ich denke die ganze Zeit an dich. Wenn dieser Auftrag vorbei ist, sind wir endlich zusammen ❤️",
		"Schatz, ich habe ein kleines Problem mit meinem Konto hier. Darf ich dich um etwas bitten? Sei bitte nicht böse",
		"Mein Herz, die Plattform, die mir mein Onkel gezeigt hat, hat mir diesen Monat {amtl} gebracht. Ich will unsere Zukunft aufbauen, lass es mich dir zeigen",
		"Liebling, der Zoll gibt mein Paket nur frei, wenn ich {amtm} zahle. Ich zahle es dir zurück, sobald ich lande, versprochen",
	).note = "no link: later messages of a romance conversation"
	scam("de-email-erstattung-fernzugriff", "tech_support", tab{"brand;bt": {"Amazon Prime;amazon", "Microsoft;microsoft", "PayPal;paypal", "Norton;norton", "Telekom Hilfe;telekom"}},
		"Subject: Bestätigung Ihrer Erstattung {ref}\nSehr geehrter Kunde,\nIhnen steht eine Erstattung von {amtm} für Ihr gekündigtes {brand}-Abo zu. Zur Bearbeitung verbindet sich unser Techniker mit Ihrem Computer. Rufen Sie {tel} an und installieren Sie AnyDesk, wenn Sie dazu aufgefordert werden.",
		"Subject: Wir haben zu viel erstattet\nHallo {name},\nversehentlich haben wir {amtl} statt {amtm} erstattet. Rufen Sie {tel} an, damit unser Team Ihnen per Fernzugriff hilft, die Differenz zurückzuzahlen.",
		"Subject: Automatische Verlängerung kündigen\nIhr {brand}-Tarif verlängert sich heute für {amtm}. Zum Kündigen und für die volle Erstattung rufen Sie unseren Support unter {tel} an und lassen Sie den Computer eingeschaltet.",
		"Subject: Ihr Support-Ticket\nDanke, dass Sie {brand} kontaktiert haben. Um die Erstattung abzuschließen, laden Sie unser sicheres Support-Tool von {hurl} herunter und nennen Sie dem Mitarbeiter unter {tel} die 9-stellige ID.",
	)
}

// Fifth round of German families.
func init() {
	scam("de-sms-konto-gesperrt-dienste", "phishing_other", tab{"brand;bt;dom": {"Amazon;amazon;amazon.de", "Apple;apple;apple.com", "Netflix;netflix;netflix.com", "Microsoft;microsoft;microsoft.com", "Telekom;telekom;telekom.de", "Vodafone;vodafone;vodafone.de"}},
		"{brand}: Ihr Konto wurde wegen verdächtiger Aktivitäten gesperrt. Bestätigen Sie Ihre Daten, um den Zugriff wiederherzustellen: {surl}",
		"{brand}: Ihre letzte Zahlung konnte nicht verarbeitet werden. Aktualisieren Sie Ihre Rechnungsdaten: {surl}",
		"Ihre {brand}-ID wurde auf einem neuen Gerät ({country}) verwendet. Waren Sie das nicht, schützen Sie Ihr Konto: {surl}",
		"{brand}: Ihr Abo wird heute gekündigt. Bestätigen Sie Ihre Kartendaten {surl}",
		"[{brand}] Ihre Bestellung über {amtm} wurde aufgegeben. Nicht Sie? Hier stornieren: {surl}",
	)
	genuine("de-sms-alltag-hinweise", "service", tab{},
		"Dein Uber kommt gleich. Achte auf einen grauen Toyota Prius mit dem Kennzeichen {plate_de}.",
		"Apotheke am Markt: Ihre Bestellung liegt zur Abholung bereit. Bitte bringen Sie Ihr Rezept mit.",
		"Stadtbibliothek {city}: Ihre Vormerkung ist abholbereit. Wir halten sie 7 Tage für Sie zurück.",
		"Schule: Morgen fällt die 1. Stunde aus. Details im Schulportal.",
		"McFIT: Dein Kurs am {day} um {time} ist gebucht. Stornierung bis 2 Std. vorher in der App.",
		"DB: Ihr Zug um {time} hat voraussichtlich 15 Min. Verspätung. Infos im DB Navigator.",
	)
}
