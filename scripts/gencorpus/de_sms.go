package main

// German SMS families. Written here.

func init() {
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

	// ---------------------------------------------------------------- scams: phishing_other
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

	// ---------------------------------------------------------------- scams: romance_scam
	scam("de-sms-falsche-nummer", "romance_scam", tab{},
		"Hallo, bist du {name}? Ich bin {fname}, wir haben uns letzte Woche beim Yoga kennengelernt",
		"Entschuldigung, wer ist da? Ihre Nummer ist bei mir als {name} gespeichert... Freut mich, ich bin {fname} und wohne in {city}",
		"Guten Morgen, ich glaube, ich habe mich in der Nummer geirrt, aber Sie wirken nett. Ich heiße {fname}, woher kommen Sie?",
	).note = "no link; first message of a pig-butchering conversation"

	// ---------------------------------------------------------------- scams: investment_scam
	scam("de-sms-krypto-gewinn", "investment_scam", tab{"brand;bt": {"Binance;binance", "Coinbase;coinbase", "Bitpanda;bitpanda", "Trade Republic;traderepublic"}},
		"Machen Sie aus {amtr} in 7 Tagen {amtm} mit unserem KI-Trading-Bot. Garantierter Gewinn, keine Erfahrung nötig: {surl}",
		"Glückwunsch! Ihr {brand}-Konto hat {btc} BTC erwirtschaftet. Auszahlung vor Ablauf: {surl}",
		"Hallo, ich bin {fname}, Assistentin von Professor {last}. Unsere kostenlose Aktiengruppe hat letzte Woche 38 % gemacht. Fügen Sie mich auf WhatsApp hinzu: {intl}",
		"{brand}: Sie haben Anspruch auf einen kostenlosen Token-Airdrop vor dem {date}: {surl}",
		"Sichere Anlage mit {percent} % pro Monat, Kapital garantiert, jederzeit auszahlbar. Nur wenige Plätze: {short}",
		"Hey, hier ist {name2}. Mein Onkel arbeitet bei einem Hedgefonds, ich habe letzten Monat {amtl} verdient. Soll ich es dir zeigen? {surl}",
	)

	// ---------------------------------------------------------------- scams: tech_support
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
	scam("de-sms-job-aufgaben", "other", tab{"agency": {"Randstad", "Indeed", "Adecco", "StepStone", "Hays", "Manpower"}},
		"Hallo, ich bin {name2} von {agency}. Wir bieten einen flexiblen Homeoffice-Job: 60-90 Min. täglich, bis zu {amtday} pro Tag. Interesse? Schreiben Sie mir auf WhatsApp {intl}",
		"Nebenjob: Produkte online bewerten und {amtr} pro Aufgabe verdienen, tägliche Auszahlung. Kontakt per WhatsApp {intl}",
		"Hallo, Ihr Lebenslauf wurde uns empfohlen. Die Stelle bringt {amtm} pro Woche, keine Erfahrung nötig. Antworten Sie JA für Details.",
		"Hallo {name}, wir suchen App-Tester. Einfache Aufgaben, {amtr} pro Tag. Fügen Sie mich auf Telegram hinzu: @{rnd}_hr",
		"Wir haben Ihre Bewerbung erhalten. Zum Start laden Sie bitte Ihr Arbeitskonto mit {amtr} auf, das Sie mit Ihrer Provision zurückbekommen: {surl}",
	)
	scam("de-sms-falscher-bankberater", "phishing_bank", tab{"brand;dom;bt": deBanks},
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

	// ---------------------------------------------------------------- genuine: delivery
	genuine("de-sms-zustellung-paketdienst", "delivery", tab{"brand;trk;turl": deCarriers},
		"{brand}: Ihre Sendung {trk} wird heute zugestellt. Verfolgen: {turl}",
		"{brand}: Ihr Paket kommt am {date} zwischen {time} und {time2}. Zustellung ändern: {turl}",
		"Hallo {name}, Ihr {brand}-Paket wurde zugestellt und am Wunschablageort abgelegt. Sendungsverfolgung: {turl}",
		"{brand}: Ihr Paket liegt bis {date} in der Filiale bzw. Packstation zur Abholung bereit. Bitte Ausweis mitbringen. {turl}",
		"{brand}: Wir haben Sie heute leider nicht angetroffen. Ihr Paket wurde bei Ihrem Nachbarn abgegeben. {turl}",
		"Ihr {brand}-Zusteller {name2} kommt in ca. 30 Minuten. Sendungsnummer: {trk}",
	)

	// ---------------------------------------------------------------- genuine: order
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

	// ---------------------------------------------------------------- genuine: marketing
	genuine("de-sms-werbung", "marketing", tab{"brand;dom": {"Douglas;douglas.de", "Domino's;dominos.de", "Deichmann;deichmann.com", "Snipes;snipes.com", "Thalia;thalia.de", "About You;aboutyou.de", "Jack Wolfskin;jack-wolfskin.de", "H&M;hm.com"}},
		"{brand}: -20 % auf ALLES, nur heute! Code LETZTE20 auf {dom}. Abmelden: STOP an 8{code4}",
		"Letzte Chance! Bis zu -50 % bei {brand}, endet um Mitternacht. {dom} Abmeldung: STOP",
		"{brand}: 2 Pizzen kaufen, die 3. gratis – nur heute auf {dom}. Keine SMS mehr? Antworte STOP",
		"Schnell {name}! Dein {percent} %-Gutschein läuft in 24 Std. ab. Jetzt auf {dom} einlösen. Abmelden: STOP",
		"{brand} FLASH SALE: extra 30 % für 6 Stunden. {dom}/sale Abmeldung mit STOP",
		"{brand}: Black Friday startet JETZT! Nichts verpassen auf {dom}. STOP zum Abmelden",
	)

	// ---------------------------------------------------------------- genuine: account_security
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
	scam("de-sms-umfrage-geschenk", "lottery", tab{"brand;bt": {"Lidl;lidl", "Aldi;aldi", "REWE;rewe", "Kaufland;kaufland", "dm;dm", "Rossmann;rossmann"}},
		"{brand}: Sie wurden für unsere 30-Sekunden-Umfrage ausgewählt. Erhalten Sie eine Belohnung von {amtr}: {surl}",
		"Danke für Ihren Einkauf bei {brand}! Beantworten Sie 4 Fragen und erhalten Sie Ihr exklusives Geschenk: {surl}",
		"{name}, Ihr {brand}-Treuegeschenk wartet! Nur {fee} Versand: {surl}",
		"{brand}-Jubiläum: 1 von 500 Dyson-Staubsaugern für {fee}. Nur heute: {surl}",
		"Kundenbelohnung: Sie haben einen {brand}-Gutschein gewonnen. Bestätigen Sie Ihre Lieferdaten {short}",
	)
	scam("de-sms-wohnung-kaution", "other", tab{"site": {"ImmoScout24", "Immowelt", "Kleinanzeigen", "WG-Gesucht", "Facebook Marketplace"}},
		"Hallo, zur Wohnung auf {site}: Sie ist noch frei. Ich arbeite im Ausland und kann nicht besichtigen, aber wenn Sie die Kaution von {amtm} überweisen, schicke ich die Schlüssel per Post.",
		"Hallo, danke für Ihr Interesse. Es gibt viele Anfragen, wer zuerst die Kaution von {amtm} zahlt, bekommt die Wohnung. IBAN: {ibanlt}",
		"Das Zimmer gehört Ihnen, wenn Sie heute die erste Miete ({amtm}) über die sichere Airbnb-Zahlung überweisen: {surl}",
		"Hallo, ich bin der Vermieter. Für eine Besichtigung brauche ich einen Screenshot Ihres Kontostands und {amtr} Reservierungsgebühr.",
		"Hallo {name}, das Haus ist noch zu vermieten. Füllen Sie die Selbstauskunft aus und zahlen Sie {amtr} für die Bonitätsprüfung: {surl}",
	)
	genuine("de-sms-zusteller", "delivery", tab{"brand": {"Amazon", "DHL", "Hermes", "REWE Lieferservice", "Lieferando", "DPD"}},
		"{brand}: Ihr Zusteller {name2} ist noch 4 Stopps entfernt. Ankunft ca. {time} bis {time2}.",
		"Hallo, {name2} von {brand} hier, ich stehe unten, aber niemand macht auf. Soll ich es beim Nachbarn abgeben?",
		"{brand}: Ihre Bestellung kommt heute zwischen {time} und {time2}. Geben Sie einen Ablageort an, falls Sie nicht da sind.",
		"{brand}: Zugestellt! Ihr Paket wurde persönlich übergeben. Foto in der App.",
		"Ihr {brand}-Lieferfenster morgen: {time} bis {time2}. Änderungen in der App.",
	)
	genuine("de-sms-restaurant-reservierung", "appointment", tab{"place": {"Zur Letzten Instanz", "Vapiano", "Hofbräuhaus", "Block House", "L'Osteria", "Café Einstein"}},
		"Ihr Tisch für {cnt} im {place} ist für {day} um {time} bestätigt. Antworten Sie J zur Bestätigung oder N zur Absage.",
		"{place}: Wir freuen uns auf Sie heute um {time}. Verspätung? Rufen Sie uns an: {tel}.",
		"Erinnerung von OpenTable: {place}, {date} um {time}, {cnt} Personen. Reservierung in der App verwalten.",
		"Hallo {name}, danke für Ihre Reservierung im {place}! Bitte teilen Sie uns Allergien als Antwort auf diese Nachricht mit.",
		"{place}: Ihr Tisch ist bereit! Bitte kommen Sie in den nächsten 10 Minuten zum Empfang.",
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
	genuine("de-sms-eltern-kinder", "personal", tab{},
		"Hallo Mama, ich bin gegen 20 Uhr zu Hause. Soll ich noch Brot mitbringen?",
		"Mama, kannst du mich um {time} am Bahnhof abholen? Der Zug ist pünktlich",
		"Papa, hast du mein Ladekabel gesehen? Ich glaube, es liegt im Auto",
		"Hallo Mama, bin gut angekommen! Ich ruf dich an, wenn ich im Hotel bin",
		"Papa, ich bin bei Lena, ihre Mutter fährt mich nach dem Abendessen heim",
		"Mama, hast du an den Zahnarzttermin am {day} gedacht?",
		"Hallo Mama, die Prüfung lief gut glaube ich! Wir sprechen später",
		"Papa, darf ich am Sonntag eine Freundin zum Mittagessen mitbringen?",
		"Danke für die Karte, Oma, hab dich lieb ❤️",
		"Mama, die Heizung macht wieder das Geräusch, wen rufen wir an?",
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
	scam("de-sms-romance-verlauf", "romance_scam", tab{},
		"Guten Morgen mein Schatz ☀️ hast du gut geschlafen? Ich habe wieder von dir geträumt",
		"Liebling, ich denke die ganze Zeit an dich. Wenn dieser Auftrag vorbei ist, sind wir endlich zusammen ❤️",
		"Schatz, ich habe ein kleines Problem mit meinem Konto hier. Darf ich dich um etwas bitten? Sei bitte nicht böse",
		"Mein Herz, die Plattform, die mir mein Onkel gezeigt hat, hat mir diesen Monat {amtl} gebracht. Ich will unsere Zukunft aufbauen, lass es mich dir zeigen",
		"Liebling, der Zoll gibt mein Paket nur frei, wenn ich {amtm} zahle. Ich zahle es dir zurück, sobald ich lande, versprochen",
	).note = "no link: later messages of a romance conversation"
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

func init() {
	// Kredite mit Vorkosten.
	scam("de-sms-kredit-vorkosten", "other", tab{"lender": {"SofortKredit24", "FinanzBlitz", "KreditExpress", "GeldDirekt", "EasyKredit Plus"}},
		"Gute Nachricht {name}! Ihr Kredit über {amtl} ist vorab genehmigt, ohne Schufa. Zahlen Sie {amtm} Bearbeitungsgebühr und erhalten Sie das Geld heute: {surl}",
		"{lender}: Ihr Darlehen über {amtl} wurde bewilligt. Zur Auszahlung überweisen Sie bitte {amtm} Versicherungsgebühr per Paysafecard. Rufen Sie {mob} an.",
		"Schnell Geld nötig? {amtl} mit garantierter Zusage, auch bei negativer Schufa. Jetzt in 2 Minuten beantragen: {surl}",
		"Herzlichen Glückwunsch, Ihr Antrag {ref} ist angenommen. Vor der Überweisung von {amtl} ist eine rückzahlbare Kaution von {amtm} nötig. Antworten Sie JA.",
		"{lender}: letzter Schritt zur Auszahlung Ihres Kredits. Bestätigen Sie Ihre Onlinebanking-Zugangsdaten: {surl}",
	)
	genuine("de-sms-bank-kreditangebot", "marketing", tab{"brand;dom;bt": deBanks},
		"{brand}: Ihr Kreditantrag {ref} wurde genehmigt. Das Geld wird innerhalb von 1-2 Werktagen Ihrem Konto gutgeschrieben. Details im Onlinebanking.",
		"{brand}: Ihre Kreditrate von {amt} wird am {date} abgebucht. Sie müssen nichts tun.",
		"{brand}: Jetzt Wunschkredit mit Top-Zins bis {date} sichern. Konditionen auf {dom}. Abmelden: STOP",
		"{brand}: Ihr Dispokredit wurde auf {amt} erhöht. Die Details finden Sie in Ihrer Banking-App.",
	)

	// Mailbox: der Köder (eine App zum Installieren, eine teure Rückrufnummer) und die
	// Hinweise der Netzbetreiber (eine Kurzwahl, die Telefon-App).
	scam("de-sms-voicemail-lure", "phishing_other", tab{},
		"Sie haben 1 neue Sprachnachricht. Zum Abhören laden Sie die App herunter: {surl}",
		"Neue Sprachnachricht um {time} erhalten. Hier anhören: {surl}",
		"Sprachnachricht von {mob} (42 Sek.). Jetzt anhören, bevor sie gelöscht wird: {surl}",
		"Sie haben eine Sprachnachricht auf Ihrer Mailbox. Rufen Sie {prem} an, um sie abzuhören.",
		"{name} hat dir eine Sprachnachricht hinterlassen. Anhören: {short}",
		"Ihre Mailbox ist voll: 3 Nachrichten werden heute gelöscht. Jetzt abrufen: {surl}",
		"Verpasster Anruf von {intl}. Eine Nachricht wartet: rufen Sie {intl} zurück, um sie abzuhören.",
	)
	genuine("de-sms-carrier-voicemail", "service", tab{"brand;vm": {"Telekom;3311", "Vodafone;5500", "O2;333", "congstar;3311"}},
		"{brand}: Sie haben 1 neue Sprachnachricht von {mob}. Zum Abhören rufen Sie die {vm} an.",
		"Sie haben 2 neue Nachrichten auf Ihrer Mailbox. Abhören kostenlos unter {vm}. {brand}",
		"{brand}: {mob} hat um {time} versucht, Sie zu erreichen, und eine Nachricht hinterlassen. Wählen Sie {vm}.",
		"Verpasster Anruf von {mob} um {time}. Keine Nachricht hinterlassen. {brand}",
		"{brand} Mailbox: 1 neue Nachricht. Anhören in der Telefon-App oder unter {vm}.",
	)
	genuine("de-sms-carrier-mailbox", "service", tab{"brand;vm": {"Telekom;3311", "Vodafone;5500", "O2;333", "congstar;3311"}},
		"{brand}: Ihre Mailbox ist fast voll. Rufen Sie die {vm} an, um alte Nachrichten abzuhören und zu löschen.",
		"{brand}: Sie haben einen Anruf von {mob} um {time} verpasst. Es wurde keine Nachricht hinterlassen.",
		"Willkommen bei der {brand} Mailbox. Ihre Nachrichten finden Sie auch in der Telefon-App; eine PIN legen Sie unter {vm} fest.",
		"{brand}: Ein Anrufer von {mob} hat Ihnen um {time} eine Nachricht von 25 Sekunden hinterlassen. Zum Abhören wählen Sie {vm}.",
		"Hinweis von {brand}: Nachrichten auf Ihrer Mailbox werden 30 Tage gespeichert. Abhören jederzeit unter {vm}.",
	)
	genuine("de-sms-privat-nummernwechsel", "personal", tab{},
		"Hallo zusammen, neue Nummer: {mob}. Die alte geht ab Freitag nicht mehr. {name}",
		"Hi, hier ist {name}. Ich hab den Anbieter gewechselt, meine Nummer ist jetzt {mob}. Speicher sie, wenn du Zeit hast",
		"Kurze Info: ab heute bin ich unter {mob} erreichbar, das Diensthandy hab ich abgegeben. Bis Samstag!",
		"Neue Nummer 📱 {mob}, die alte kannst du löschen. Sonst bleibt alles gleich 😄 {name}",
		"Hallo, hier ist {name} vom Lesekreis. Meine Nummer hat sich geändert: {mob}. Kannst du die Gruppenliste anpassen?",
	).note = "a number change with the number, no request"
	scam("de-sms-fake-bestellung-rueckruf", "tech_support", tab{"brand": {"Amazon", "PayPal", "Apple", "MediaMarkt", "Otto", "Saturn"},
		"item": {"iPhone 16 Pro", "MacBook Air M3", "PlayStation 5", "Samsung Galaxy S24 Ultra", "iPad Pro", "Dyson V15"}},
		"{brand}: Ihre Bestellung Nr. {ref} über ein {item} ({amtm}) wurde bestätigt. Falls Sie diese Bestellung nicht aufgegeben haben, rufen Sie {tel} an.",
		"{brand} Bestellbestätigung: {item}, {amtm}, Lieferung am {date}. Nicht Sie? Rufen Sie innerhalb von 24 Stunden unser Betrugsteam unter {free} an.",
		"Ihr {brand}-Konto wurde mit {amtm} für ein {item} belastet. Falls Sie das nicht waren, rufen Sie {tel} an, um das Geld zurückzuerhalten.",
		"{brand}: Mit Ihrem Konto wurde ein Kauf über {amtm} ({item}) getätigt. Zum Widerspruch rufen Sie jetzt {mob} an.",
		"Danke für Ihre Bestellung bei {brand}! {item} - {amtm}. Wenn Sie diese Zahlung nicht autorisiert haben, rufen Sie sofort {tel} an.",
	)
	genuine("de-sms-privat-handywechsel", "personal", tab{},
		"Hey, ich hab ein neues Handy und eine neue Nummer: {mob}. Die alte bitte löschen. LG {name}",
		"Hallo ihr Lieben, ab sofort bin ich unter {mob} zu erreichen. Vertrag gewechselt 😊 {name}",
		"Info für alle: meine neue Handynummer ist {mob}. WhatsApp läuft auch darüber. {name}",
		"Moin, {name} hier. Neue Nummer seit heute: {mob}. Bis morgen beim Training!",
		"Hi, meine Nummer hat sich geändert, jetzt {mob}. Sonst alles beim Alten 😄",
	).note = "a number change with the number, no request"
}
