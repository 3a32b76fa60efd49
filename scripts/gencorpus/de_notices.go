package main

// German notices: genuine messages from Germany, Austria and Switzerland
// that carry the words a naive filter fears (Zahlungserinnerung, Mahnung, Mahngebühr,
// Rücklastschrift, a deadline, "rufen Sie uns an", Kaution, a fraud check asking for
// JA or NEIN) and give nothing to a stranger, and the scams that copy them. Written here.
//
// The German slots format amounts in euros and phone numbers as German ones, so the
// families that reach Austria and Switzerland carry a cc column with the amount (betrag),
// fee (mg), hotline (hot), places and shops of each country: CHF amounts are written
// the Swiss way (CHF 47.35, Fr. 347.80, CHF 20.–).

const (
	deNotChf    = "{cnt2}.{1|2|3|4|5|6|7|8|9}{0|5}"                  // 10.10 to 99.95, after CHF or Fr.
	deNotChfBig = "{1|2|3|4|5|6|7|8}{cnt2}.{1|2|3|4|5|6|7|8|9}{0|5}" // 110.10 to 899.95
)

var (
	// Telephone and energy suppliers: brand, official domain, country, hotline, the
	// amount of a bill, a dunning or return fee and arrears in that country's currency.
	deNotBillers = []string{
		"Telekom;telekom.de;de;0800 330 1000;{amt};{fee};{amtm}",
		"Vodafone;vodafone.de;de;0800 172 1212;{amt};{fee};{amtm}",
		"O2;o2online.de;de;089 78 79 79 400;{amt};{fee};{amtm}",
		"1&1;1und1.de;de;0721 96 00;{amt};{fee};{amtm}",
		"E.ON;eon.de;de;{tel};{amt};{fee};{amtm}",
		"Vattenfall;vattenfall.de;de;{tel};{amt};{fee};{amtm}",
		"EnBW;enbw.com;de;{tel};{amt};{fee};{amtm}",
		"Stadtwerke München;swm.de;de;{tel};{amt};{fee};{amtm}",
		"A1;a1.net;at;0800 664 100;{amt};{fee};{amtm}",
		"Magenta Telekom;magenta.at;at;0676 2000;{amt};{fee};{amtm}",
		"Swisscom;swisscom.ch;ch;0800 800 800;CHF " + deNotChf + ";CHF {20|30}.–;CHF " + deNotChfBig,
	}
	// Banks that check a card payment with their customer: brand, domain, country,
	// amount, shop and how the bank addresses its customers (Sie or du).
	deNotBanks = []string{
		"Sparkasse;sparkasse.de;de;{amtm};{merchant};sie",
		"Deutsche Bank;deutsche-bank.de;de;{amtm};{merchant};sie",
		"Commerzbank;commerzbank.de;de;{amtm};{merchant};sie",
		"ING;ing.de;de;{amtm};{merchant};sie",
		"DKB;dkb.de;de;{amtm};{merchant};sie",
		"Volksbank;vr.de;de;{amtm};{merchant};sie",
		"comdirect;comdirect.de;de;{amtm};{merchant};sie",
		"N26;n26.com;de;{amtm};{merchant};du",
		"Erste Bank;sparkasse.at;at;{amtm};{BILLA|SPAR|HOFER|MEDIAMARKT|OMV|AMAZON EU};sie",
		"UBS;ubs.com;ch;{CHF|Fr.} " + deNotChfBig + ";{MIGROS|COOP|GALAXUS|DIGITEC|MANOR|SBB CFF FFS};sie",
		"PostFinance;postfinance.ch;ch;{CHF|Fr.} " + deNotChfBig + ";{MIGROS|COOP|GALAXUS|DENNER|MANOR|SBB CFF FFS};sie",
	}
)

func init() {
	// ---------------------------------------------------------------- bills and dunning
	genuine("de-sms-zahlungserinnerung", "service", tab{"brand;dom;cc;hot;betrag;mg;rueck": deNotBillers},
		"{brand}: Zahlungserinnerung. Ihre Rechnung über {betrag} ist seit dem {date} fällig. Bitte überweisen Sie den Betrag in den nächsten Tagen oder zahlen Sie in der {brand} App. Schon bezahlt? Dann ist diese SMS gegenstandslos.",
		"{brand}: Ihre Bank hat die Lastschrift über {betrag} zurückgegeben. Bitte überweisen Sie den Betrag zzgl. {mg} Rücklastschriftgebühr unter Angabe Ihrer Kundennummer. Die Bankverbindung steht auf Ihrer Rechnung.",
		"{brand}: Mahnung. Ihre Zahlung über {betrag} ist leider noch nicht bei uns eingegangen, wir berechnen eine Mahngebühr von {mg}. Probleme beim Bezahlen? Rufen Sie uns an unter {hot}, wir finden gemeinsam eine Lösung.",
		"{brand}: Ihr Kundenkonto weist einen Rückstand von {rueck} auf. Geht der Betrag nicht bis {date} ein, müssen wir die Sperre Ihres Anschlusses einleiten. Infos und Ratenzahlung auf {dom} oder unter {hot}.",
		"{brand}: Danke, Ihre Zahlung über {betrag} ist eingegangen. Ihr Kundenkonto ist ausgeglichen, die Mahnung hat sich erledigt. Sie müssen nicht antworten.",
		"{brand}: Wir konnten den fälligen Betrag von {betrag} am {date} nicht abbuchen. Wir versuchen es in einigen Tagen erneut, bitte sorgen Sie für ausreichende Deckung. Sonst ist nichts zu tun.",
	)
	genuine("de-email-mahnung-versorger", "service", tab{"brand;dom;cc;hot;betrag;mg;rueck": deNotBillers},
		"Subject: Zahlungserinnerung zu Ihrer Rechnung\nGuten Tag {name} {last},\n\nsicher haben Sie es im Alltag nur übersehen: Für Ihre Rechnung vom {date} über {betrag} konnten wir noch keinen Zahlungseingang feststellen.\n\nBitte überweisen Sie den Betrag innerhalb der nächsten 7 Tage unter Angabe Ihrer Kundennummer {acct}. Die Bankverbindung finden Sie auf Ihrer Rechnung. Haben Sie inzwischen bezahlt, betrachten Sie diese Erinnerung bitte als gegenstandslos.\n\nFreundliche Grüße\nIhr {brand} Kundenservice",
		"Subject: 1. Mahnung - Kundennummer {acct}\nSehr geehrte Kundin, sehr geehrter Kunde,\n\ntrotz unserer Zahlungserinnerung ist der Betrag von {betrag} noch offen. Für diese Mahnung berechnen wir eine Mahngebühr von {mg}.\n\nSie können bequem im Kundenportal auf {dom} bezahlen oder überweisen. Wenn Sie gerade in Zahlungsschwierigkeiten sind, sprechen Sie uns an: Unter {hot} vereinbaren wir gern eine Ratenzahlung mit Ihnen.\n\nMit freundlichen Grüßen\n{brand}",
		"Subject: Rücklastschrift zu Ihrer Rechnung\nHallo {name},\n\nIhre Bank hat unsere Lastschrift über {betrag} zurückgegeben. Häufige Gründe sind ein nicht gedecktes Konto oder eine geänderte IBAN.\n\nBitte überweisen Sie den Betrag zuzüglich der uns berechneten Bankgebühr von {mg}. Hat sich Ihre Bankverbindung geändert, tragen Sie die neue bitte selbst in Ihrem Kundenkonto auf {dom} ein und schicken Sie sie uns nicht per E-Mail.\n\nIhr {brand} Team",
		"{brand={E.ON|Vattenfall|EnBW|Stadtwerke München}}Subject: Ihre Jahresabrechnung ist da\nGuten Tag {name} {last},\n\nIhre Jahresabrechnung für Strom steht in Ihrem Kundenportal bereit. Es ergibt sich eine Nachzahlung von {betrag}, die wir am {date} per Lastschrift von Ihrem Konto einziehen. Ihren neuen monatlichen Abschlag finden Sie ebenfalls in der Abrechnung.\n\nSie müssen nichts weiter tun. Fragen beantworten wir gern unter {hot}.\n\nIhre {brand}",
		"{cc=de}Subject: Ankündigung einer Sperre\nSehr geehrte Kundin, sehr geehrter Kunde,\n\nleider ist Ihr Kundenkonto ({acct}) weiterhin mit {rueck} im Rückstand. Geht der Betrag nicht bis zum {date} bei uns ein, müssen wir Ihren Anschluss sperren lassen. Eine Sperre verursacht zusätzliche Kosten, die wir Ihnen gern ersparen möchten.\n\nBitte melden Sie sich unter {hot}, wenn Sie eine Ratenzahlung vereinbaren möchten. Unterstützung bieten auch die Verbraucherzentralen und die Schuldnerberatung Ihrer Stadt.\n\nMit freundlichen Grüßen\n{brand} Forderungsmanagement",
		"Subject: Ihre Ratenzahlung ist bestätigt\nHallo {name},\n\nwie am Telefon besprochen, begleichen Sie den offenen Betrag von {rueck} in drei Monatsraten. Die erste Rate buchen wir am {date} ab. Solange die Raten eingehen, erhalten Sie keine weiteren Mahnungen.\n\nViele Grüße\nIhr {brand} Kundenservice",
	)

	// ---------------------------------------------------------------- public offices
	genuine("de-sms-amt-abholung", "service", tab{"cc;ort": {"de;{city}", "at;{Wien|Graz|Linz|Salzburg|Innsbruck}", "ch;{Zürich|Bern|Basel|Luzern|St. Gallen}"}},
		"{cc=de}Bürgeramt {ort}: Ihr Personalausweis liegt zur Abholung bereit. Bitte bringen Sie Ihren bisherigen Ausweis mit. Den PIN-Brief haben Sie bereits per Post erhalten. Eine Antwort auf diese SMS ist nicht möglich.",
		"{cc=de}Stadt {ort}: Ihr Reisepass ist eingetroffen. Bitte buchen Sie einen Abholtermin über die Website der Stadt und bringen Sie Ihren alten Pass mit, er wird bei der Abholung entwertet.",
		"{cc=de}Ausländerbehörde {ort}: Ihr elektronischer Aufenthaltstitel (eAT) ist fertig. Abholung nur persönlich mit Termin. Bitte Pass und Abholschreiben mitbringen.",
		"{cc=at}Passbehörde {ort}: Ihr Reisepass wurde produziert und wird Ihnen in den nächsten Tagen per Post zugestellt. Sie müssen nichts weiter tun.",
		"{cc=ch}Passbüro {ort}: Ihre Daten wurden erfasst. Ihr neuer Pass wird innerhalb von 10 Arbeitstagen eingeschrieben an Ihre Wohnadresse geschickt.",
		"{cc=de}Bürgeramt {ort}: Erinnerung an Ihren Termin am {date} um {time} (Personalausweis beantragen). Bitte biometrisches Passfoto und alten Ausweis mitbringen. Absagen bitte online, nicht per SMS.",
	)
	genuine("de-email-behoerde-zahlung", "service", tab{"brand;dom;cc;hot": {
		"ARD ZDF Deutschlandradio Beitragsservice;rundfunkbeitrag.de;de;", "ELSTER;elster.de;de;", "Stadtkasse Köln;stadt-koeln.de;de;0221 221-{code5}",
		"Stadt Leipzig;leipzig.de;de;0341 123-{code4}", "Landeshauptstadt Stuttgart;stuttgart.de;de;0711 216-{code5}", "FinanzOnline;bmf.gv.at;at;", "SERAFE AG;serafe.ch;ch;"},
		"steuer": {"Grundsteuer", "Hundesteuer", "Gewerbesteuer", "Zweitwohnungsteuer"}},
		"{brand=ARD ZDF Deutschlandradio Beitragsservice}Subject: Zahlungserinnerung - Beitragsnummer {acct}\nGuten Tag {name} {last},\n\nfür Ihr Beitragskonto ist der Rundfunkbeitrag für das laufende Quartal (55,08 €) noch offen. Bitte überweisen Sie den Betrag unter Angabe Ihrer Beitragsnummer {acct} auf eines der Konten, die auf rundfunkbeitrag.de unter „Zahlungsweise“ genannt sind, oder erteilen Sie uns dort ein SEPA-Lastschriftmandat.\n\nHaben Sie bereits gezahlt, ist diese Nachricht gegenstandslos.\n\nIhr Beitragsservice",
		"{brand=ELSTER}Subject: Bescheiddaten zum Abruf bereit\nSehr geehrte Nutzerin, sehr geehrter Nutzer,\n\nzu Ihrer Einkommensteuererklärung stehen Bescheiddaten in Ihrem Postfach auf Mein ELSTER bereit. Ergibt sich eine Nachzahlung, überweisen Sie bitte nur an die im Bescheid genannte Bankverbindung Ihres Finanzamts und geben Sie Ihre Steuernummer an.\n\nAus Sicherheitsgründen enthält diese E-Mail keinen Link. Bitte antworten Sie nicht auf diese E-Mail.\n\nIhr ELSTER-Team",
		"{brand={Stadtkasse Köln|Stadt Leipzig|Landeshauptstadt Stuttgart}}Subject: Mahnung - Kassenzeichen {ref}\nSehr geehrte Damen und Herren,\n\nder am {date} fällige Betrag von {amt} ({steuer}) ist bei uns nicht eingegangen. Neben der Forderung werden ein Säumniszuschlag und eine Mahngebühr von {fee} fällig. Bitte zahlen Sie innerhalb einer Woche unter Angabe des Kassenzeichens {ref}.\n\nHaben Sie bereits gezahlt, betrachten Sie dieses Schreiben als gegenstandslos. Fragen beantworten wir unter {hot}.\n\nMit freundlichen Grüßen\n{brand}",
		"{brand=FinanzOnline}Subject: Neue Nachricht in Ihrer DataBox\nSehr geehrte/r {name} {last},\n\nin Ihrer FinanzOnline-DataBox liegt ein neues Dokument für Sie bereit (Einkommensteuerbescheid). Bitte melden Sie sich wie gewohnt auf finanzonline.bmf.gv.at oder mit ID Austria an.\n\nDas Bundesministerium für Finanzen fordert Sie niemals per E-Mail oder SMS auf, Kreditkarten- oder Kontodaten bekanntzugeben.\n\nDiese Nachricht wurde automatisch erstellt.",
		"{brand=SERAFE AG}Subject: Zahlungserinnerung Radio- und Fernsehabgabe\nGuten Tag {name} {last}\n\nDie Rechnung für die Haushaltabgabe über CHF 335.– ist noch offen. Bitte bezahlen Sie den Betrag mit dem QR-Einzahlungsschein Ihrer Rechnung oder im E-Banking. Haben Sie die Rechnung bereits bezahlt, betrachten Sie dieses Schreiben als gegenstandslos.\n\nFreundliche Grüsse\nSERAFE AG",
	)

	// ---------------------------------------------------------------- travel disruption
	genuine("de-sms-bahn-flug-stoerung", "service", tab{"brand;dom;cc;ziel;zug": {
		"Deutsche Bahn;bahn.de;de;{city};{ICE|IC} {cnt2}{1|3|5|7|9}",
		"ÖBB;oebb.at;at;{Wien Hbf|Salzburg Hbf|Linz Hbf|Graz Hbf|Innsbruck Hbf|Villach Hbf};{RJX|RJ|NJ} {cnt2}{0|2|4|6|8}",
		"SBB;sbb.ch;ch;{Zürich HB|Bern|Basel SBB|Luzern|St. Gallen|Chur};{IC|IR} {cnt2}{1|3|5|7|9}",
		"Lufthansa;lufthansa.com;de;{London|Paris|Barcelona|Rom|Wien|Mailand|Palma};LH {1|2}{cnt2}{1|2|3|4|5|6|7|8|9}",
		"Eurowings;eurowings.com;de;{Palma|Antalya|London|Split|Lissabon|Málaga};EW {5|7|8|9}{cnt2}{0|2|4|6|8}"}},
		"{brand=Deutsche Bahn}DB: Ihr {zug} nach {ziel} am {date} fällt aus. Ihre Zugbindung ist aufgehoben, Sie können einen anderen Zug nutzen. Alternativen im DB Navigator oder auf {dom}.",
		"{brand=Deutsche Bahn}DB Fahrgastrechte: Ihr Antrag ist eingegangen. Die Entschädigung von {amt} überweisen wir in den nächsten Wochen auf das angegebene Konto. Sie müssen nichts weiter tun.",
		"{brand={Deutsche Bahn|ÖBB}}{brand}: Ihr {zug} nach {ziel} hat voraussichtlich 70 Minuten Verspätung. Ab 60 Minuten können Sie eine Fahrpreisentschädigung beantragen, in der App oder auf {dom}.",
		"{brand=SBB}SBB: Wegen einer Störung verkehrt der {zug} nach {ziel} heute nicht. Ihr Billett ist auf anderen Verbindungen gültig. Aktuelle Infos im Online-Fahrplan auf {dom}.",
		"{brand={Lufthansa|Eurowings}}{brand}: Ihr Flug {zug} nach {ziel} am {date} wurde annulliert. Wir haben Sie auf einen neuen Flug umgebucht, Details in der App. Umbuchung oder Erstattung auch auf {dom} unter „Meine Buchungen“.",
		"{brand={Lufthansa|Eurowings}}{brand}: Ihr Flug {zug} verspätet sich voraussichtlich um 3 Stunden, neue Abflugzeit {time}. Informationen zu Ihren Fluggastrechten finden Sie auf {dom}.",
	)

	// ---------------------------------------------------------------- pharmacy
	genuine("de-sms-apotheke-rezept", "appointment", tab{"place": {"Apotheke am Markt", "Rathaus-Apotheke", "Löwen-Apotheke", "Stadt-Apotheke {city}", "Linden-Apotheke", "Bahnhof-Apotheke"}},
		"{place}: Ihre bestellten Medikamente sind eingetroffen und liegen bis {date} für Sie bereit. Bei E-Rezepten bitte die Gesundheitskarte mitbringen.",
		"{place}: Ihr E-Rezept wurde eingelöst. Ein Präparat ist derzeit nicht lieferbar, wir haben es bestellt und melden uns. Sie müssen nicht antworten.",
		"Hallo {name}, Ihre Bestellung in der {place} ist abholbereit. Zuzahlung: {5,00|7,50|10,00|5,36} €. Fragen? Rufen Sie uns an: {tel}.",
		"Praxis Dr. {last}: Ihr Folgerezept ist als E-Rezept auf Ihrer Gesundheitskarte hinterlegt. Sie können es in jeder Apotheke einlösen, einfach die Karte stecken.",
		"{place}: Erinnerung, Ihre Medikamente liegen seit einer Woche für Sie bereit. Wir halten sie noch bis {date} zurück.",
		"{place}: Wir haben Ihr E-Rezept aus der App erhalten. Ihre Bestellung ist ab {time} abholbereit.",
	)

	// ---------------------------------------------------------------- school and nursery
	genuine("de-email-schule-kita", "service", tab{"schule;co": {
		"Grundschule am Park;gs-ampark.de", "Goethe-Gymnasium;goethe-gymnasium-online.de", "Gesamtschule Nord;gesamtschule-nord.de",
		"Realschule am Stadtwald;rs-stadtwald.de", "Städtische Kita Sonnenblume;kita-sonnenblume.de", "Kita Regenbogen;kita-regenbogen.de"},
		"ort": {"Borkum", "Prerow", "Berchtesgaden", "Xanten", "Bad Harzburg", "Hamburg"}},
		"{schule={Goethe-Gymnasium|Gesamtschule Nord|Realschule am Stadtwald}}Subject: Klassenfahrt der 7b - Zahlung bis {date}\nLiebe Eltern der 7b,\n\nwie auf dem Elternabend besprochen, fahren wir für fünf Tage in die Jugendherberge nach {ort}. Die Kosten betragen {amtday} pro Kind (Fahrt, Unterkunft mit Vollpension, Programm).\n\nBitte überweisen Sie den Betrag bis zum {date} auf das Klassenkonto:\nKontoinhaber: Förderverein {schule}\nIBAN: {ibande}\nVerwendungszweck: Klassenfahrt 7b und Name Ihres Kindes\n\nFamilien mit Anspruch auf Leistungen für Bildung und Teilhabe bekommen die Kosten erstattet. Sprechen Sie mich gern vertraulich an.\n\nViele Grüße\n{name2} {last2}, Klassenleitung",
		"{schule={Grundschule am Park|Gesamtschule Nord|Realschule am Stadtwald}}Subject: Essensgeld - offener Betrag\nSehr geehrte Eltern,\n\nlaut unserem Caterer ist das Essenskonto Ihres Kindes {fname} mit {amt} im Minus. Bitte gleichen Sie den Betrag bis {date} über Ihr Kundenkonto beim Caterer aus. Ohne Ausgleich kann ab dem Folgemonat leider kein Mittagessen mehr bestellt werden.\n\nFragen zum Bildungspaket beantwortet Ihnen das Sekretariat.\n\nMit freundlichen Grüßen\nSchulsekretariat {schule}",
		"{schule={Städtische Kita Sonnenblume|Kita Regenbogen}}Subject: Schließtag am {day}\nLiebe Eltern,\n\nam kommenden {day} bleibt die {schule} wegen einer Teamfortbildung geschlossen. Eine Notbetreuung bieten wir für Eltern an, die keine andere Betreuung organisieren können. Bitte melden Sie Ihren Bedarf bis {date} per Antwort auf diese E-Mail oder in der Kita-App.\n\nDanke für Ihr Verständnis!\nIhr Kita-Team",
		"{schule={Grundschule am Park|Goethe-Gymnasium|Gesamtschule Nord|Realschule am Stadtwald}}Subject: Unentschuldigtes Fehlen von {fname}\nSehr geehrte Erziehungsberechtigte,\n\n{fname} ist heute nicht zum Unterricht erschienen, und uns liegt keine Krankmeldung vor. Bitte rufen Sie kurz im Sekretariat an ({tel}) oder schreiben Sie eine Nachricht über den Schulmanager.\n\nMit freundlichen Grüßen\n{name2} {last2}\n{schule}",
		"{schule={Städtische Kita Sonnenblume|Kita Regenbogen}}Subject: Neues Essensgeld ab {date}\nLiebe Eltern,\n\nunser Caterer hat die Preise angepasst. Ab dem {date} beträgt das monatliche Essensgeld {54|58|62|65|68|71|76},{00|50} €. Der Betrag wird wie bisher per Lastschrift eingezogen, Sie müssen nichts tun. Wer uns kein SEPA-Mandat erteilt hat, überweist bitte wie gewohnt bis zum 5. des Monats.\n\nHerzliche Grüße\n{name2} {last2}, Kitaleitung",
		"{schule={Grundschule am Park|Goethe-Gymnasium|Gesamtschule Nord}}Subject: Einladung zum Elternabend\nLiebe Eltern,\n\nhiermit lade ich Sie herzlich zum ersten Elternabend des Schuljahres ein: am {day} um {19:00|19:30|18:30|20:00} Uhr im Raum 104.\n\nTagesordnung: Wahl der Elternvertretung, Termine des Halbjahres, geplante Ausflüge.\n\nIch freue mich auf Sie!\n{name2} {last2}",
	)

	// ---------------------------------------------------------------- bank fraud checks
	genuine("de-sms-bank-rueckfrage", "bank_alert", tab{"brand;dom;cc;betrag;shop;anrede": deNotBanks},
		"{anrede=sie}{brand}: Haben Sie diese Zahlung veranlasst? {betrag} bei {shop}, Karte mit Endung {l4}. Antworten Sie JA oder NEIN. Wir fragen Sie nie nach PIN, TAN oder Passwort.",
		"{anrede=sie}{brand}: Wir haben eine Kartenzahlung über {betrag} bei {shop} vorsorglich abgelehnt. Waren Sie das, versuchen Sie es einfach erneut. Falls nicht, rufen Sie die Nummer auf der Rückseite Ihrer Karte an.",
		"{anrede=sie}{brand}: Danke für Ihre Antwort. Die Zahlung über {betrag} bei {shop} wurde freigegeben, Ihre Karte ist wieder uneingeschränkt nutzbar. Sie müssen nicht antworten.",
		"{anrede=sie}{brand}: Sie haben NEIN geantwortet. Wir haben Ihre Karte mit Endung {l4} gesperrt und die Zahlung gestoppt. Eine neue Karte kommt per Post. Wir rufen Sie nie an, um nach Codes zu fragen.",
		"{anrede=sie}{brand}: Ungewöhnliche Zahlung über {betrag} erkannt. Bitte prüfen und bestätigen Sie sie in Ihrer Banking-App. Auf diese SMS müssen Sie nicht antworten, wir schicken Ihnen keine Links.",
		"{anrede=du}{brand}: Hast du gerade {betrag} bei {shop} bezahlt? Bitte bestätige die Zahlung in der App oder lehne sie ab. Wir fragen dich nie nach deiner PIN oder deinem Passwort.",
	)

	// ---------------------------------------------------------------- insurance
	genuine("de-email-versicherung", "service", tab{"brand;dom;cc;betrag;portal": {
		"HUK-COBURG;huk.de;de;{amtm};Meine HUK", "Allianz;allianz.de;de;{amtm};Meine Allianz", "ERGO;ergo.de;de;{amtm};Mein ERGO",
		"DEVK;devk.de;de;{amtm};Meine DEVK", "UNIQA;uniqa.at;at;{amtm};myUNIQA", "Die Mobiliar;mobiliar.ch;ch;CHF " + deNotChfBig + ";Ihrem Kundenportal",
		"AXA;axa.ch;ch;CHF " + deNotChfBig + ";myAXA"}},
		"{cc=de}Subject: Ihre Beitragsrechnung zum 1. Januar - Kfz-Versicherung\nGuten Tag {name} {last},\n\nIhr neuer Jahresbeitrag für die Kfz-Versicherung Ihres Fahrzeugs {plate_de} beträgt ab dem 1. Januar {betrag}. Grund der Anpassung sind gestiegene Reparatur- und Ersatzteilkosten.\n\nSie haben ein Sonderkündigungsrecht: Sie können den Vertrag innerhalb eines Monats nach Zugang dieser Mitteilung kündigen. Möchten Sie den Vertrag behalten, müssen Sie nichts tun; der Beitrag wird wie gewohnt abgebucht.\n\nAlle Unterlagen finden Sie in {portal}.\n\nMit freundlichen Grüßen\n{brand}",
		"Subject: Zahlungserinnerung - Versicherungsschein {ref}\nGuten Tag {name} {last},\n\nden fälligen Folgebeitrag von {betrag} konnten wir leider nicht einziehen. Bitte zahlen Sie den Betrag innerhalb von zwei Wochen. Bleibt die Zahlung aus, sind wir im Schadenfall leistungsfrei und können den Vertrag kündigen.\n\nSie haben bereits gezahlt? Dann betrachten Sie dieses Schreiben als gegenstandslos.\n\nMit freundlichen Grüßen\n{brand}",
		"Subject: Bestätigung Ihrer Kündigung\nGuten Tag {name},\n\nwir bestätigen die Kündigung Ihres Vertrags {ref} zum {date}. Zu viel gezahlte Beiträge erstatten wir automatisch auf Ihr bei uns hinterlegtes Konto. Sie müssen nichts weiter tun.\n\nSchade, dass Sie gehen.\nFreundliche Grüße\n{brand}",
		"Subject: Ihre Schadenmeldung {ref}\nHallo {name},\n\nvielen Dank für Ihre Schadenmeldung vom {date}. Wir haben sie unter der Nummer {ref} angelegt; Ihre Sachbearbeiterin meldet sich in den nächsten Tagen. Fotos und Rechnungen können Sie in {portal} hochladen.\n\nBitte schicken Sie uns keine Bankdaten per E-Mail.\n\nFreundliche Grüße\n{brand} Schadenservice",
		"Subject: Neues Dokument in {portal}\nGuten Tag {name} {last},\n\nin {portal} liegt ein neues Dokument für Sie bereit: Beitragsinformation zu Ihrer Hausratversicherung. Melden Sie sich wie gewohnt in der App oder auf {dom} an.\n\nFreundliche Grüße\n{brand} Kundenservice",
		"{cc=ch}Subject: Prämienanpassung Ihrer Hausratversicherung\nGuten Tag {name} {last}\n\nAb dem 1. Januar beträgt Ihre Jahresprämie {betrag}. Sind Sie mit der Anpassung nicht einverstanden, können Sie den Vertrag bis zum 31. Dezember kündigen. Andernfalls müssen Sie nichts tun.\n\nDie neue Police finden Sie in {portal}.\n\nFreundliche Grüsse\n{brand}",
	)

	// ---------------------------------------------------------------- job interviews
	genuine("de-email-vorstellungsgespraech", "work", tab{"org;co": {
		"Siemens;siemens.com", "SAP;sap.com", "Bosch;bosch.com", "Deutsche Telekom;telekom.de", "dm-drogerie markt;dm.de",
		"Zalando;zalando.de", "Allianz;allianz.de", "OMV;omv.com", "Roche;roche.com", "Migros;migros.ch"},
		"stelle": {"Sachbearbeiter (m/w/d) Buchhaltung", "Junior Data Analyst (m/w/d)", "Werkstudent (m/w/d) Marketing", "Projektmanager (m/w/d) IT",
			"Teamassistenz (m/w/d)", "Controller (m/w/d)"}},
		"Subject: Einladung zum Vorstellungsgespräch - {stelle}\nGuten Tag {name} {last},\n\nvielen Dank für Ihre Bewerbung und Ihr Interesse an {org}. Wir möchten Sie gern kennenlernen und laden Sie zu einem Vorstellungsgespräch am {date} um {time} ein. Das Gespräch dauert etwa 45 Minuten und findet per Microsoft Teams statt; den Link erhalten Sie mit einer separaten Kalendereinladung.\n\nBitte bestätigen Sie den Termin kurz per Antwort auf diese E-Mail.\n\nMit freundlichen Grüßen\n{name2} {last2}\nTalent Acquisition, {org}",
		"Subject: Zweites Gespräch - {stelle}\nHallo {name},\n\nschön, dass wir telefoniert haben! Wie besprochen lade ich Sie zum zweiten Gespräch in unser Büro in {city} ein, am {day} um {time}. Ihre Fahrtkosten erstatten wir nach dem Termin gegen Beleg.\n\nMelden Sie sich bitte am Empfang und fragen Sie nach mir.\n\nViele Grüße\n{name2} {last2}\nHR Business Partner, {org}",
		"Subject: Eingangsbestätigung Ihrer Bewerbung\nGuten Tag {name} {last},\n\nvielen Dank für Ihre Bewerbung als {stelle}. Ihre Unterlagen sind vollständig bei uns eingegangen. Wir prüfen sie sorgfältig und melden uns innerhalb von zwei bis drei Wochen. Den Stand Ihrer Bewerbung sehen Sie jederzeit in unserem Bewerberportal.\n\nIhr Recruiting-Team\n{org}",
		"Subject: Ihre Bewerbung bei {org}\nGuten Tag {name} {last},\n\nnochmals vielen Dank für das angenehme Gespräch. Leider müssen wir Ihnen mitteilen, dass wir uns für eine andere Kandidatin bzw. einen anderen Kandidaten entschieden haben. Diese Entscheidung ist uns nicht leichtgefallen.\n\nFür Ihre berufliche Zukunft wünschen wir Ihnen alles Gute.\n\nMit freundlichen Grüßen\n{name2} {last2}",
		"Subject: Vertragsangebot - {stelle}\nHallo {name},\n\nwir freuen uns sehr, Ihnen die Stelle anbieten zu können! Ihren Arbeitsvertrag schicken wir Ihnen in zweifacher Ausfertigung per Post. Den Personalfragebogen mit Steuer-ID, Sozialversicherungsnummer und Bankverbindung füllen Sie an Ihrem ersten Arbeitstag aus; bitte schicken Sie uns diese Daten nicht per E-Mail.\n\nBei Fragen erreichen Sie mich unter {tel}.\n\nHerzliche Grüße\n{name2} {last2}\nPersonalabteilung {org}",
		"Subject: Terminverschiebung\nHallo {name},\n\nleider muss ich unser Gespräch am {day} kurzfristig verschieben, da ich krank bin. Passt Ihnen stattdessen der {date} um {time}? Entschuldigen Sie bitte die Umstände.\n\nBeste Grüße\n{name2}",
	)

	// ---------------------------------------------------------------- renting
	genuine("de-email-miete-kaution", "personal_money", tab{"hv;co": {
		"Vonovia;vonovia.de", "Deutsche Wohnen;deutsche-wohnen.com", "LEG Wohnen;leg-wohnen.de", "GEWOBAG;gewobag.de",
		"Hausverwaltung Krämer GmbH;hv-kraemer.de", "Brandt Immobilienverwaltung;brandt-immobilien.de"},
		"wohnung": {"Lindenstraße 14", "Goethestraße 3a", "Am Mühlbach 27", "Hauptstraße 112", "Kastanienallee 8", "Bergstraße 41"}},
		"Subject: Ihr Mietvertrag - {wohnung}, {city}\nGuten Tag {name} {last},\n\nanbei erhalten Sie den unterschriebenen Mietvertrag. Die Mietkaution beträgt drei Nettokaltmieten ({1.350|1.650|1.980|2.250|2.400|2.850|3.150},00 €). Sie können sie in drei gleichen Monatsraten zahlen, die erste zu Beginn des Mietverhältnisses. Die Bankverbindung steht in § 4 des Vertrags.\n\nWichtig: Wir ändern unsere Bankverbindung niemals per E-Mail. Sollten Sie eine solche Nachricht erhalten, rufen Sie uns bitte unter {tel} an.\n\nMit freundlichen Grüßen\n{name2} {last2}\n{hv}",
		"Subject: Termin zur Wohnungsübergabe\nHallo {name},\n\nfür die Übergabe der Wohnung {wohnung} schlage ich den {date} um {time} vor. Wir lesen gemeinsam die Zählerstände ab und erstellen ein Übergabeprotokoll. Bitte bringen Sie alle Schlüssel mit, auch die für Keller und Briefkasten.\n\nPasst Ihnen der Termin? Eine kurze Antwort genügt.\n\nViele Grüße\n{name2} {last2}\n{hv}",
		"Subject: Betriebskostenabrechnung für das vergangene Jahr\nGuten Tag {name} {last},\n\nanbei erhalten Sie die Betriebskostenabrechnung für Ihre Wohnung {wohnung}. Es ergibt sich eine Nachzahlung von {amt}. Bitte überweisen Sie den Betrag innerhalb von 30 Tagen auf das bekannte Mietkonto. Ihre monatliche Vorauszahlung passen wir ab {date} an.\n\nDie Belege können Sie nach Terminvereinbarung in unserem Büro einsehen.\n\nMit freundlichen Grüßen\n{hv}",
		"Subject: Rückzahlung Ihrer Mietkaution\nGuten Tag {name} {last},\n\ndie Kaution für die Wohnung {wohnung} beträgt einschließlich Zinsen {1.362|1.671|1.994|2.418|2.870},{cnt2} €. Bis zur letzten Betriebskostenabrechnung behalten wir einen Teilbetrag von {150|200|250|300} € ein; den Rest überweisen wir in den nächsten Tagen auf das Konto, das Sie im Übergabeprotokoll angegeben haben.\n\nWir wünschen Ihnen alles Gute im neuen Zuhause.\n\n{name2} {last2}\n{hv}",
		"Subject: Besichtigung {wohnung}\nHallo {name},\n\ndanke für Ihre Anfrage über ImmoScout24. Die Besichtigung findet am {date} um {time} vor Ort statt. Bitte bringen Sie eine Mieterselbstauskunft, die letzten drei Gehaltsnachweise und eine SCHUFA-Auskunft mit. Vor der Besichtigung und vor Vertragsunterzeichnung verlangen wir keinerlei Zahlungen.\n\nViele Grüße\n{name2} {last2}\n{hv}",
		"Subject: Kaution zurück\nHallo {name},\n\nich habe dir heute die Kaution zurücküberwiesen, abzüglich {amtr} für die Reparatur der Duschtür, wie bei der Übergabe besprochen. Müsste morgen oder übermorgen auf deinem Konto sein.\n\nAlles Gute in der neuen Wohnung!\n{name2}",
	)

	// ---------------------------------------------------------------- donations
	genuine("de-email-spende-quittung", "marketing", tab{"brand;dom;cc;iban;betrag": {
		"Deutsches Rotes Kreuz;drk.de;de;DE63 3702 0500 0005 0233 07;{20|25|30|50|75|100} €",
		"Caritas international;caritas-international.de;de;DE88 6602 0500 0202 0202 02;{20|25|30|50|75|100} €",
		"Ärzte ohne Grenzen;aerzte-ohne-grenzen.de;de;DE72 3702 0500 0009 7097 00;{20|25|30|50|75|100} €",
		"UNICEF Deutschland;unicef.de;de;DE57 3702 0500 0000 3000 00;{20|25|30|50|75|100} €",
		"Caritas Österreich;caritas.at;at;AT92 6000 0000 0770 0004;{20|25|30|50|75|100} €",
		"Glückskette;glueckskette.ch;ch;CH82 0900 0000 1001 5000 6;CHF {20|30|50|100|200}.–"}},
		"{cc=de}Subject: Danke für Ihre Spende\nGuten Tag {name} {last},\n\nherzlichen Dank für Ihre Spende von {betrag}, die am {date} bei uns eingegangen ist. Sie hilft uns, schnell dort zu helfen, wo Menschen in Not sind.\n\nIhre Zuwendungsbestätigung für das Finanzamt senden wir Ihnen Anfang des kommenden Jahres per Post. Für Spenden bis 300 € genügt Ihrem Finanzamt übrigens auch der Kontoauszug.\n\nMit herzlichen Grüßen\n{brand}",
		"Subject: Nothilfe: Ihre Spende wird jetzt gebraucht\nLiebe Unterstützerinnen und Unterstützer,\n\nnach den schweren Überschwemmungen sind unsere Teams vor Ort und verteilen Trinkwasser, Hygienesets und Notunterkünfte. Jede Spende hilft.\n\nSpendenkonto: IBAN {iban}\nStichwort: Nothilfe\nOnline spenden: https://www.{dom}/spenden\n\nSie erhalten diesen Newsletter, weil Sie uns unterstützen. Abmelden können Sie sich jederzeit über den Link am Ende dieser E-Mail.\n\n{brand}",
		"{cc=de}Subject: Ihre Sammelbestätigung über Geldzuwendungen\nGuten Tag {name} {last},\n\nim Anhang finden Sie Ihre Sammelbestätigung über Ihre Spenden im vergangenen Jahr. Bitte bewahren Sie sie für Ihre Steuererklärung auf.\n\nStimmen Ihre Angaben nicht? Antworten Sie einfach auf diese E-Mail.\n\nVielen Dank für Ihre Treue!\n{brand} Spenderservice",
		"{cc=at}Subject: Ihre Spende ist steuerlich absetzbar\nLiebe/r {name} {last},\n\ndanke für Ihre Spende von {betrag}! Damit wir sie automatisch an Ihr Finanzamt melden können, brauchen wir Ihren Vor- und Zunamen laut Meldezettel und Ihr Geburtsdatum. Sie können die Angaben in Ihrem Spenderkonto auf {dom} ergänzen oder uns per Post schicken. Ihre Bankdaten brauchen wir dafür nicht.\n\nHerzlichen Dank,\n{brand}",
		"Subject: Ihre Lastschrift konnte nicht eingezogen werden\nGuten Tag {name},\n\nIhre monatliche Spende von {betrag} konnten wir diesen Monat leider nicht einziehen, Ihre Bank hat die Lastschrift zurückgegeben. Ihnen entstehen dadurch keine Kosten, und wir versuchen es nicht automatisch erneut. Hat sich Ihre Bankverbindung geändert, können Sie sie in Ihrem Spenderkonto auf {dom} aktualisieren.\n\nDanke für Ihre Unterstützung!\n{brand} Spenderservice",
		"{cc=ch}Subject: Herzlichen Dank für Ihre Spende\nGuten Tag {name} {last}\n\nWir danken Ihnen herzlich für Ihre Spende von {betrag}. Die Spendenbescheinigung für Ihre Steuererklärung erhalten Sie im Januar per Post. Sie müssen nichts weiter tun.\n\nFreundliche Grüsse\n{brand}",
	)

	// ---------------------------------------------------------------- scams that copy them
	scam("de-sms-krankenkasse-erezept", "phishing_other", tab{"brand;bt;dom": {
		"TK;tk;tk.de", "AOK;aok;aok.de", "BARMER;barmer;barmer.de", "DAK-Gesundheit;dak;dak.de", "IKK classic;ikk;ikk-classic.de",
		"DocMorris;docmorris;docmorris.de", "SHOP APOTHEKE;shopapotheke;shop-apotheke.com"}},
		"{brand={TK|AOK|BARMER|DAK-Gesundheit|IKK classic}}{brand}: Ihre Gesundheitskarte (eGK) wird zum {date} gesperrt. Für die Ausstellung der neuen Karte bestätigen Sie bitte Ihre Daten: {surl}",
		"{brand={TK|AOK|BARMER|DAK-Gesundheit}}{brand}: Ihnen steht eine Beitragsrückerstattung von {amt} zu. Bestätigen Sie Ihre Bankverbindung bis {date}, sonst verfällt der Anspruch: {surl}",
		"E-Rezept: Ihr Rezept konnte nicht eingelöst werden, da Ihre Versichertendaten unvollständig sind. Jetzt ergänzen: {surl}",
		"{brand={DocMorris|SHOP APOTHEKE}}{brand}: Ihr E-Rezept ist versandbereit. Zahlen Sie die offene Zuzahlung von {fee} innerhalb von 24 Std., sonst wird die Bestellung storniert: {surl}",
		"{brand={TK|AOK|BARMER}}{brand}: Für Ihre GesundheitsID ist eine erneute Identifizierung nötig. Ohne Bestätigung können Sie keine E-Rezepte mehr einlösen: {surl}",
		"Ihre Krankenkasse: Ihr Bonusguthaben von {amt} verfällt am {date}. Jetzt auszahlen lassen: {surl}",
	)
	scam("de-sms-bahn-entschaedigung", "phishing_other", tab{"brand;bt;dom": {
		"DB;bahn;bahn.de", "Deutsche Bahn;db;bahn.de", "ÖBB;oebb;oebb.at", "Lufthansa;lufthansa;lufthansa.com", "Eurowings;eurowings;eurowings.com"}},
		"{brand={DB|Deutsche Bahn|ÖBB}}{brand}: Ihre Fahrt am {date} hatte mehr als 60 Min. Verspätung. Ihnen stehen {amt} Entschädigung zu. Für die Auszahlung Kartendaten angeben: {surl}",
		"{brand=DB}DB Fahrgastrechte: Ihr Antrag wurde genehmigt. Bestätigen Sie innerhalb von 24 Std. Ihre Bankverbindung, um {amt} zu erhalten: {surl}",
		"{brand=Deutsche Bahn}Deutschlandticket: Ihr Abo konnte nicht verlängert werden. Aktualisieren Sie Ihre Zahlungsdaten, sonst wird es zum Monatsende gesperrt: {surl}",
		"{brand={Lufthansa|Eurowings}}{brand}: Ihr Flug wurde annulliert. Sichern Sie sich jetzt Ihre Ausgleichszahlung von bis zu 600 € nach EU-Recht: {surl}",
		"{brand={DB|Deutsche Bahn}}{brand}: Wegen eines Zahlungsfehlers wurde Ihr Ticket storniert. Bitte innerhalb von 12 Std. erneut bestätigen: {surl}",
		"{brand={Lufthansa|Eurowings}}{brand}: Erstattung von {amt} für Ihre Buchung {pnr} ausstehend. Rufen Sie unsere Erstattungsabteilung unter {prem} an und halten Sie Ihre Kartendaten bereit.",
	)
	scam("de-email-job-finanzagent", "other", tab{"org": {"TransEuro Logistics GmbH", "Nordic Payment Solutions", "AppTest Deutschland", "Global Freight Partners", "Amazon Logistik", "Adecco"}},
		"Subject: Stellenangebot: Finanzagent (m/w/d) in Heimarbeit\nGuten Tag {name},\n\nwir haben Ihr Profil auf einem Jobportal gefunden und möchten Ihnen eine Tätigkeit als Finanzagent anbieten. Ihre Aufgabe: Zahlungen unserer internationalen Kunden auf Ihrem Privatkonto entgegennehmen und nach Abzug Ihrer Provision von 10 % per Western Union oder in Bitcoin an unsere Partner weiterleiten.\n\nZeitaufwand: etwa 2 Stunden pro Woche, Verdienst bis zu {amtm} im Monat.\n\nInteresse? Antworten Sie mit Ihrem vollständigen Namen, Ihrer Anschrift und Ihrer IBAN.\n\nMit freundlichen Grüßen\n{fullname}\n{org}",
		"Subject: App-Tester (m/w/d) gesucht - {amtday} pro Auftrag\nHallo {name},\n\nals App-Tester prüfen Sie für unsere Auftraggeber das Video-Ident-Verfahren neuer Banking-Apps. Sie eröffnen dazu mit Ihrem Ausweis ein Testkonto und geben uns anschließend die Zugangsdaten, damit unsere Qualitätssicherung das Konto auswerten kann. Vergütung: {amtday} pro Test.\n\nDen ersten Auftrag erhalten Sie nach Ihrer Rückmeldung per WhatsApp an {intl}.\n\n{org}",
		"Subject: Zusage - Ihre Bewerbung als Kundenbetreuer (m/w/d)\nGuten Tag {name} {last},\n\nherzlichen Glückwunsch, wir freuen uns, Ihnen die Stelle zuzusagen! Für Ihre Homeoffice-Ausstattung (Laptop, Headset, Softwarelizenz) ist eine einmalige Kaution von {amtm} fällig, die wir mit Ihrem ersten Gehalt erstatten. Bitte zahlen Sie per Paysafecard und senden Sie die 16-stelligen PINs an {replyto}.\n\nMit freundlichen Grüßen\nPersonalabteilung {org}",
		"Subject: Einrichtung Ihrer Gehaltszahlung\nHallo {name},\n\nwillkommen im Team von {org}! Damit unsere Lohnbuchhaltung Ihr Gehaltskonto verifizieren kann, benötigen wir Ihre Online-Banking-Zugangsdaten (Anmeldename und PIN) sowie die TAN, die Sie gleich per App erhalten. Bitte antworten Sie bis heute 18 Uhr.\n\nPersonalabteilung",
		"Subject: Ihr erster Auftrag\nHallo {name},\n\nwir haben Ihnen heute {amtm} auf Ihr Konto überwiesen. Bitte heben Sie den Betrag ab, behalten Sie 10 % als Provision und kaufen Sie vom Rest Apple-Gutscheine. Fotos der Codes bitte an {replyto}. Das ist Teil unserer Zahlungsabwicklung für Kunden.\n\n{fullname}, Teamleitung {org}",
		"Subject: Vorstellungsgespräch per Telegram\nGuten Tag {name},\n\nIhr Lebenslauf hat unser Recruiting überzeugt. Das Vorstellungsgespräch führt unser Hiring Manager per Chat auf Telegram. Bitte fügen Sie heute noch @hr_{rnd} hinzu. Bezahlte Einarbeitung, keine Erfahrung nötig, Startbonus {amtday}.\n\n{org} Recruiting",
	).note = "money mule, bank-ident and advance-fee job offers"
	scam("de-email-mietkaution-vorab", "other", tab{"site": {"ImmoScout24", "Immowelt", "WG-Gesucht", "Kleinanzeigen", "Immonet"},
		"wohnung": {"2-Zimmer-Wohnung in {city}-Mitte", "Altbauwohnung in {city}", "Einzimmerwohnung in {city}", "3-Zimmer-Wohnung mit Balkon in {city}"}},
		"Subject: Re: Ihre Anfrage zur {wohnung}\nHallo {name},\n\ndanke für Ihr Interesse an meiner Wohnung auf {site}, sie ist noch frei. Leider arbeite ich zurzeit beruflich in London und kann keine Besichtigung anbieten. Wir können es aber sicher über Airbnb abwickeln: Sie überweisen die Kaution und die erste Monatsmiete ({1.450|1.690|1.900|2.150|2.600} €) an Airbnb, ich schicke Ihnen die Schlüssel per DHL. Gefällt Ihnen die Wohnung nicht, bekommen Sie das Geld von Airbnb zurück.\n\nLiebe Grüße\n{fullname}",
		"Subject: Besichtigungstermin - Bestätigung erforderlich\nGuten Tag {name} {last},\n\nwegen der vielen Anfragen vergeben wir Besichtigungstermine für die {wohnung} nur an ernsthafte Interessenten. Bitte überweisen Sie dazu vorab die Kaution von {900|1.200|1.500|1.800|2.100} € auf unser Treuhandkonto:\nIBAN: {ibanlt}\n\nNach Zahlungseingang erhalten Sie die genaue Adresse und den Termin. Bei Nichtgefallen wird die Kaution vollständig erstattet.\n\nMit freundlichen Grüßen\n{fullname}, Hausverwaltung",
		"Subject: Ihre Bewerbung für die {wohnung}\nHallo {name},\n\nSie sind in der engeren Auswahl! Bitte schicken Sie uns ein Foto Ihres Ausweises (Vorder- und Rückseite) und führen Sie die Bonitätsprüfung über unseren Partner durch: {hurl}\nDie Gebühr von {19,90|24,95|29,90|39,00} € wird mit der ersten Miete verrechnet.\n\nViele Grüße\n{fullname}",
		"Subject: Mietvertrag im Anhang\nHallo {name},\n\nanbei der Mietvertrag für die {wohnung}. Bitte unterschreiben und zurückschicken. Damit ich Ihnen die Wohnung reserviere, überweisen Sie heute noch die Kaution von {900|1.200|1.500|1.800} € per Western Union an meinen Anwalt, Herrn Dr. {Wilson|Okafor|Brown|Mensah}. Es gibt noch vier weitere Interessenten.\n\n{fullname}",
		"Subject: {site}: Zahlung für Ihre Wohnungsreservierung\nGuten Tag {name},\n\nder Vermieter hat Ihre Reservierung bestätigt. Die Kaution von {1.200|1.500|1.650|1.800|2.400} € wird von {site} treuhänderisch verwahrt, bis Sie die Schlüssel erhalten haben. Bitte zahlen Sie innerhalb von 24 Stunden über den folgenden Link: {hurl}\n\nIhr {site}-Sicherheitsteam",
	).note = "deposit asked before any viewing"
}
