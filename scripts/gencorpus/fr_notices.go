package main

import "strings"

// French families, third kind: genuine notices from France, Belgium, Switzerland and
// Québec that carry the words a naive filter fears (facture impayée, relance,
// prélèvement rejeté, majoration, a deadline, "appelez-nous", dépôt de garantie, a
// fraud check to answer OUI/NON, "inutile de répondre") and give nothing to a
// stranger, and the scams that copy them. Written here.

// frNoticePat writes a digit pattern as slots: '#' is a digit, '@' a digit 1-9. Each
// digit is drawn on its own, so one pattern gives a different number every time.
func frNoticePat(p string) string {
	return strings.NewReplacer("#", "{0|1|2|3|4|5|6|7|8|9}", "@", "{1|2|3|4|5|6|7|8|9}").Replace(p)
}

// frNoticeCents are Swiss centimes, rounded to five.
const frNoticeCents = "{00|05|10|15|20|25|30|35|40|45|50|55|60|65|70|75|80|85|90|95}"

// frNoticeKey names the columns of frNoticeLoc: mt a household bill, gros a larger sum
// with cents (a card payment, a premium, a tax balance), rond a round sum (a rent, a
// deposit), xfee a late or reminder fee, xtel a helpline, prel the way a bill is
// debited, petit a small round sum (a gift, a fee).
const frNoticeKey = "cc;mt;gros;rond;xfee;xtel;prel;petit"

// frNoticeLoc gives the rows of frNoticeKey for the countries asked, written the way
// each country writes them. The fr slots give euros and French numbers only, so
// Switzerland and Québec get their own currency, and Belgium, Switzerland and Québec
// their own phone numbers here.
func frNoticeLoc(ccs ...string) []string {
	rond := "{4|5|6|7|8|9|1 1|1 2|1 3|1 5}" + frNoticePat("#0") + " €"
	chRond := "CHF {1'|1'|2'|3'|4'}" + frNoticePat("##0") + ".–"
	qcRond := "{7|8|9|1 0|1 1|1 2|1 4}" + frNoticePat("#0") + " $"
	rows := map[string][]string{
		"fr": {
			"fr;{amt};{amtm};" + rond + ";{5|7,50|10|15} €;{tel};prélèvement;{20|30|50|80|100} €",
			"fr;{amt};{amtm};" + rond + ";{5|7,50|10|15} €;{free};prélèvement;{20|30|50|80|100} €",
		},
		"be": {
			"be;{amt};{amtm};" + rond + ";{7,50|10|15} €;" + frNoticePat("02 ### ## ##") + ";domiciliation;{20|30|50|80|100} €",
			"be;{amt};{amtm};" + rond + ";{7,50|10|15} €;" + frNoticePat("078 ## ## ##") + ";domiciliation;{20|30|50|80|100} €",
			"be;{amt};{amtm};" + rond + ";{7,50|10|15} €;" + frNoticePat("0800 ## ###") + ";domiciliation;{20|30|50|80|100} €",
		},
		"ch": {
			"ch;CHF " + frNoticePat("@#.") + frNoticeCents + ";CHF {1'|}" + frNoticePat("@##.") + frNoticeCents + ";" + chRond + ";CHF {20|30}.–;" + frNoticePat("0848 ### ###") + ";recouvrement direct;CHF {30|50|80|100}.–",
			"ch;CHF " + frNoticePat("@#.") + frNoticeCents + ";CHF {1'|}" + frNoticePat("@##.") + frNoticeCents + ";" + chRond + ";CHF {20|30}.–;" + frNoticePat("058 ### ## ##") + ";recouvrement direct;CHF {30|50|80|100}.–",
			"ch;CHF " + frNoticePat("@#.") + frNoticeCents + ";CHF {1'|}" + frNoticePat("@##.") + frNoticeCents + ";" + chRond + ";CHF {20|30}.–;" + frNoticePat("0800 ### ###") + ";recouvrement direct;CHF {30|50|80|100}.–",
		},
		"qc": {
			"qc;" + frNoticePat("@#,## $") + ";{1 |}" + frNoticePat("@##,## $") + ";" + qcRond + ";{10|15|25} $;" + frNoticePat("1 888 @##-####") + ";paiement préautorisé;{25|50|75|100} $",
			"qc;" + frNoticePat("@#,## $") + ";{1 |}" + frNoticePat("@##,## $") + ";" + qcRond + ";{10|15|25} $;" + frNoticePat("1 800 @##-####") + ";paiement préautorisé;{25|50|75|100} $",
			"qc;" + frNoticePat("@#,## $") + ";{1 |}" + frNoticePat("@##,## $") + ";" + qcRond + ";{10|15|25} $;" + frNoticePat("514 @##-####") + ";paiement préautorisé;{25|50|75|100} $",
		},
	}
	var out []string
	for _, cc := range ccs {
		out = append(out, rows[cc]...)
	}
	return out
}

func init() {
	// ---------------------------------------------------------------- genuine: bills overdue
	genuine("fr-sms-facture-relance", "service", tab{
		"brand;dom;cc": {"EDF;edf.fr;fr", "Engie;particuliers.engie.fr;fr", "TotalEnergies;totalenergies.fr;fr", "Orange;orange.fr;fr",
			"SFR;sfr.fr;fr", "Free;free.fr;fr", "Bouygues Telecom;bouyguestelecom.fr;fr", "Veolia;eau.veolia.fr;fr",
			"Proximus;proximus.be;be", "Luminus;luminus.be;be", "VOO;voo.be;be", "Swisscom;swisscom.ch;ch", "SIG;sig-ge.ch;ch",
			"Hydro-Québec;hydroquebec.com;qc", "Vidéotron;videotron.com;qc", "Bell;bell.ca;qc"},
		frNoticeKey: frNoticeLoc("fr", "be", "ch", "qc")},
		"{brand} : sauf erreur de notre part, votre facture de {mt} arrivée à échéance le {date} reste impayée. Merci de la régler depuis votre espace client ou l'appli {brand}. Si vous avez déjà payé, ne tenez pas compte de ce message.",
		"{brand} : nous n'avons pas pu encaisser votre facture de {mt} par {prel}. Des frais de {xfee} peuvent s'ajouter en cas de nouveau rejet. Vous pouvez payer par carte sur {dom} ou au {xtel}.",
		"RAPPEL {brand} - facture n°{ref} : {mt} restant à régler avant le {date}. Au-delà, des pénalités de retard pourront être appliquées. Paiement sur {dom}, rubrique Mes factures.",
		"{brand} : votre compte présente un solde impayé de {mt}. En cas de difficulté, appelez notre service client au {xtel}, nous pouvons vous proposer un échéancier. Inutile de répondre à ce SMS.",
		"{cc=fr}{brand={EDF|TotalEnergies|Engie}}{brand} : votre facture d'énergie de {mt} n'a pas été réglée. Vous pouvez la payer avec votre chèque énergie ou demander un délai de paiement dans votre espace client sur {dom}.",
		"{cc=qc}{brand=Hydro-Québec}Hydro-Québec : le solde de {mt} de votre compte est en souffrance depuis le {date}. Des frais d'administration s'appliquent aux montants en retard. Payez dans votre Espace client ou communiquez avec nous au 1 888 385-7252.",
	)

	// ---------------------------------------------------------------- genuine: identity papers ready
	genuine("fr-sms-titre-disponible", "service", tab{
		"titre": {"passeport", "carte nationale d'identité", "carte d'identité"},
		"bcity": {"Liège", "Namur", "Charleroi", "Mons", "Tournai", "Schaerbeek", "Wavre", "Verviers"}},
		"ANTS : votre {titre} est disponible à la mairie de {city} où vous avez déposé votre demande. Munissez-vous de votre récépissé et, le cas échéant, de l'ancien titre. Vous disposez de 3 mois pour le retirer.",
		"Mairie de {city} - Titres d'identité : votre {titre} est disponible au guichet, sur rendez-vous uniquement. Réservez un créneau sur le site de la ville ou au {tel}. Liste des pièces à apporter sur service-public.fr.",
		"ANTS : votre demande de {titre} n°{ref} est en cours d'instruction. Vous pouvez suivre son avancement sur ants.gouv.fr. Ce message est automatique, inutile d'y répondre.",
		"Rappel Mairie de {city} : votre {titre} est disponible depuis le {date}. Sans retrait dans les 3 mois suivant sa mise à disposition, le titre sera détruit et une nouvelle demande sera nécessaire.",
		"ANTS : il manque un élément à votre demande de {titre}. Consultez le message déposé dans votre espace sur ants.gouv.fr ou présentez-vous en mairie avec votre récépissé. N'envoyez aucun document par SMS.",
		"Commune de {bcity} - Service Population : votre nouvelle carte d'identité électronique est disponible. Présentez-vous au guichet avec le courrier contenant vos codes PIN et PUK.",
	)

	// ---------------------------------------------------------------- genuine: train disruption
	genuine("fr-sms-train-perturbation", "service", tab{
		"brand;dom;cc": {"SNCF Voyageurs;sncf-connect.com;fr", "TGV INOUI;sncf-connect.com;fr", "Ouigo;ouigo.com;fr",
			"TER Auvergne-Rhône-Alpes;ter.sncf.com;fr", "TER Hauts-de-France;ter.sncf.com;fr", "SNCB;belgiantrain.be;be", "CFF;sbb.ch;ch"},
		"brand;dest;dest2": {"SNCF Voyageurs;Paris-Montparnasse;Bordeaux Saint-Jean", "SNCF Voyageurs;Paris-Gare-de-Lyon;Marseille Saint-Charles",
			"TGV INOUI;Paris-Est;Strasbourg", "TGV INOUI;Paris-Nord;Lille Europe", "Ouigo;Paris-Gare-de-Lyon;Marseille Saint-Charles",
			"Ouigo;Marne-la-Vallée-Chessy;Nantes", "TER Auvergne-Rhône-Alpes;Lyon Part-Dieu;Grenoble", "TER Auvergne-Rhône-Alpes;Lyon Perrache;Saint-Étienne Châteaucreux",
			"TER Hauts-de-France;Lille Flandres;Amiens", "TER Hauts-de-France;Lille Flandres;Arras", "SNCB;Bruxelles-Midi;Liège-Guillemins",
			"SNCB;Namur;Charleroi-Central", "SNCB;Mons;Bruxelles-Central", "CFF;Genève;Lausanne", "CFF;Lausanne;Fribourg", "CFF;Neuchâtel;Bienne"},
		"tnum": {frNoticePat("@###"), frNoticePat("8@####")}},
		"{brand} : votre train n°{tnum} du {date} de {time} vers {dest2} est supprimé {suite à un incident technique|en raison d'un mouvement social|en raison d'un accident de personne|en raison des conditions météorologiques}. Échange et remboursement sans frais sur {dom} ou en gare.",
		"{brand={SNCF Voyageurs|TGV INOUI}}{brand} : votre train du {date} est arrivé à {dest2} avec plus de 30 minutes de retard. Vous pouvez demander votre compensation G30 sur {dom}, rubrique Après-vente, ou dans l'appli SNCF Connect.",
		"Info trafic {brand} : circulation perturbée entre {dest} et {dest2} jusqu'à {time} environ. Certains trains sont retardés ou supprimés. Horaires en temps réel dans l'appli ou sur {dom}.",
		"{brand={SNCF Voyageurs|TGV INOUI|Ouigo}}{brand} : votre voyage {pnr} du {date} a été modifié. Nouveau départ de {dest} à {time}. Si cet horaire vous convient, vous n'avez rien à faire. Sinon, échange ou remboursement intégral sur {dom}.",
		"{brand=SNCB}SNCB : travaux entre {dest} et {dest2} ce week-end. Des bus remplacent certains trains et les temps de parcours sont allongés. Planifiez votre trajet dans l'app SNCB. Plus d'une heure de retard ? Demandez une indemnisation sur {dom}.",
		"{brand=CFF}CFF : dérangement entre {dest} et {dest2}. Prévoyez environ 30 minutes de plus. Informations en temps réel dans l'app CFF Mobile et sur {dom}.",
	)

	// ---------------------------------------------------------------- genuine: pharmacy
	genuine("fr-sms-pharmacie-ordonnance", "appointment", tab{
		"ph;cc": {"Pharmacie du Centre;fr", "Pharmacie de la Gare;fr", "Pharmacie de la Mairie;fr", "Grande Pharmacie de {city};fr", "Pharmacie Lafayette;fr",
			"Multipharma;be", "Pharmacie de la Place;be", "Pharmacieplus;ch", "Amavita;ch", "Sun Store;ch",
			"Jean Coutu;qc", "Familiprix;qc", "Pharmaprix;qc", "Uniprix;qc"},
		frNoticeKey: frNoticeLoc("fr", "be", "ch", "qc")},
		"{cc=fr}{ph} : bonjour, votre ordonnance est prête. Vous pouvez passer la retirer aux heures d'ouverture avec votre carte Vitale et l'ordonnance originale.",
		"{ph} : les médicaments de votre ordonnance sont arrivés et vous attendent au comptoir pendant 10 jours. Une question ? Appelez-nous au {xtel}.",
		"{ph} : un médicament de votre ordonnance est en rupture chez notre fournisseur. Le pharmacien vous proposera une solution lors de votre passage. Inutile de répondre à ce SMS.",
		"{cc=qc}{ph} : votre renouvellement d'ordonnance est prêt. Montant à payer : {mt}. Pour toute question, votre pharmacien est joignable au {xtel}.",
		"{ph} : nous avons bien reçu la photo de votre ordonnance. Nous vous enverrons un SMS dès que votre commande sera prête. N'oubliez pas l'original lors du retrait.",
		"{cc=fr}{ph} : votre traitement se termine vers le {date}. Pensez à prendre rendez-vous avec votre médecin pour renouveler votre ordonnance. Ce SMS ne nécessite pas de réponse.",
		"{cc=ch}{ph} : votre commande est prête. Part non couverte par votre caisse maladie : {mt}. Merci de vous munir de votre carte d'assuré.",
	)

	// ---------------------------------------------------------------- genuine: school and canteen
	genuine("fr-sms-ecole-cantine", "service", tab{
		"college": {"collège Jean Moulin", "collège Victor Hugo", "collège Pierre et Marie Curie", "collège Jean Jaurès", "collège Louise Michel", "lycée Jules Ferry"},
		"ecole":   {"école Jules Ferry", "école maternelle Les Tilleuls", "école élémentaire Jean Macé", "école primaire Pasteur", "école Paul Bert"}},
		"Vie scolaire du {college} : votre enfant {name2} est noté(e) absent(e) ce matin, sans justificatif. Merci de justifier l'absence sur Pronote ou d'appeler la vie scolaire au {tel}.",
		"Ville de {city} - Portail Famille : votre facture de restauration scolaire de {amt} est disponible. Règlement en ligne avant le {date}. Passé ce délai, elle sera transmise au Trésor public pour recouvrement.",
		"Portail Famille {city} : le solde de votre compte cantine est négatif ({amt}). Merci de le recharger en ligne avant {day} pour ne pas bloquer les réservations de repas.",
		"Sortie scolaire de l'{ecole} le {date} : participation de {3|5|8|10|12} € à remettre à l'enseignant(e) dans une enveloppe au nom de l'enfant, avec l'autorisation signée.",
		"ENT du {college} : vous avez reçu un nouveau message de M. {last2}, professeur principal. Connectez-vous à l'ENT avec vos identifiants ÉduConnect pour le lire.",
		"Mairie de {city} : grève des enseignants {day}. Un service minimum d'accueil est organisé à l'{ecole}. Inscription obligatoire au {tel} avant demain midi.",
	)

	// ---------------------------------------------------------------- genuine: bank fraud check
	genuine("fr-sms-banque-oui-non", "bank_alert", tab{
		"brand;dom;cc": {"BNP Paribas;mabanque.bnpparibas;fr", "Société Générale;particuliers.sg.fr;fr", "Crédit Agricole;credit-agricole.fr;fr",
			"LCL;lcl.fr;fr", "La Banque Postale;labanquepostale.fr;fr", "BoursoBank;boursobank.com;fr", "Belfius;belfius.be;be",
			"ING Belgique;ing.be;be", "BNP Paribas Fortis;bnpparibasfortis.be;be", "PostFinance;postfinance.ch;ch", "BCV;bcv.ch;ch",
			"Desjardins;desjardins.com;qc", "Banque Nationale;bnc.ca;qc"},
		"cc;shop": {"fr;{merchant}", "be;DELHAIZE", "be;COLRUYT", "be;BOL.COM", "be;ZALANDO", "ch;MIGROS", "ch;COOP", "ch;GALAXUS", "ch;DIGITEC",
			"qc;IGA", "qc;METRO", "qc;AMAZON.CA", "qc;SAQ", "qc;COSTCO"},
		frNoticeKey: frNoticeLoc("fr", "be", "ch", "qc")},
		"{brand} : avez-vous effectué un paiement de {gros} chez {shop} avec votre carte se terminant par {l4} ? Répondez OUI ou NON. Nous ne vous demanderons jamais vos codes par SMS.",
		"{brand} : par précaution, nous avons bloqué une opération inhabituelle de {gros} chez {shop}. S'il s'agit bien de vous, validez-la dans l'appli {brand}. Sinon, appelez le numéro au dos de votre carte.",
		"{brand} : vous avez répondu NON. Votre carte se terminant par {l4} est bloquée et une nouvelle carte vous sera envoyée sous 5 jours ouvrés. Vous n'avez rien d'autre à faire.",
		"{brand} : merci pour votre réponse. Le paiement de {gros} chez {shop} est confirmé et votre carte est de nouveau utilisable.",
		"{cc=qc}{brand} : Avez-vous fait une transaction de {gros} chez {shop} le {date} avec votre carte se terminant par {l4} ? Répondez OUI ou NON. Nous ne vous demanderons jamais votre NIP.",
		"{cc=be}{brand} : nous avons suspendu un paiement de {gros} chez {shop}. Si c'est bien vous, confirmez-le dans l'app {brand} avec itsme. Sinon, bloquez votre carte via Card Stop au 078 170 170.",
		"{cc=fr}{brand} : paiement en ligne de {gros} chez {shop} refusé par sécurité. Si vous ne le reconnaissez pas, faites opposition dans l'appli ou au 0 892 705 705 (serveur interbancaire). Un conseiller ne vous demandera jamais de valider une opération à sa place.",
	)

	// ---------------------------------------------------------------- genuine: flight disruption
	genuine("fr-email-vol-indemnisation", "service", tab{
		"brand;dom;cc;iata": {"Air France;airfrance.fr;fr;AF", "Transavia;transavia.com;fr;TO", "Brussels Airlines;brusselsairlines.com;be;SN",
			"SWISS;swiss.com;ch;LX", "Air Canada;aircanada.com;qc;AC", "Air Transat;airtransat.com;qc;TS"},
		"cc;indem": {"fr;{250|400|600} €", "be;{250|400|600} €", "ch;{250|400|600} €", "qc;{400|700|1 000} $"},
		"vnum":     {frNoticePat("@##"), frNoticePat("@###")},
		"vdest":    {"Nice", "Lisbonne", "Rome", "Marrakech", "Montréal", "Barcelone", "Pointe-à-Pitre", "Toulouse", "Porto", "Venise"}},
		"Subject: Annulation de votre vol {iata}{vnum}\nBonjour {name},\n\nNous sommes désolés : votre vol {iata}{vnum} du {date} à destination de {vdest} est annulé. Nous vous avons réacheminé(e) sur le prochain vol disponible, au départ le lendemain à {time}. Votre nouvelle carte d'embarquement sera disponible à l'enregistrement.\n\nSi cette solution ne vous convient pas, vous pouvez modifier votre voyage sans frais ou demander le remboursement de votre billet dans « Mes réservations » sur {dom}.\n\nSelon le motif de l'annulation, vous pourriez avoir droit à une indemnisation. Les conditions sont détaillées sur notre site.\n\nL'équipe {brand}",
		"{cc={fr|be|ch}}Subject: Nous avons bien reçu votre demande {ref}\nBonjour {name},\n\nNous accusons réception de votre demande d'indemnisation au titre du règlement (CE) n° 261/2004 pour le vol {iata}{vnum} du {date}. Elle sera traitée dans un délai de 4 à 6 semaines.\n\nVous n'avez pas besoin de nous renvoyer de justificatifs : nous vous contacterons si un document manque. Vous pouvez suivre votre demande dans votre compte sur {dom}.\n\nService Relations Clients {brand}",
		"Subject: Votre indemnisation - dossier {ref}\nBonjour {name} {last},\nSuite au retard de plus de trois heures de votre vol {iata}{vnum}, nous vous confirmons une indemnisation de {indem} par passager. Le virement sera effectué sous 7 à 10 jours ouvrés sur le compte bancaire indiqué dans votre demande. Aucune autre démarche n'est nécessaire.\nCordialement,\n{brand}",
		"{cc=qc}Subject: Retard de votre vol {iata}{vnum}\nBonjour {name},\nVotre vol du {date} est arrivé avec un retard important. En vertu du Règlement sur la protection des passagers aériens, vous pourriez avoir droit à une indemnité de {indem}. Vous pouvez soumettre une demande dans l'année suivant le vol, depuis la section Réclamations du site {dom}.\n{brand}",
		"Subject: Changement d'horaire - réservation {pnr}\nBonjour {name},\nL'horaire de votre vol {iata}{vnum} du {date} vers {vdest} a été modifié. Nouvel horaire de départ : {time}.\nSi ce changement vous convient, vous n'avez rien à faire. Sinon, vous pouvez choisir un autre vol ou demander un remboursement dans « Mes réservations » sur {dom}.\n{brand}",
	)

	// ---------------------------------------------------------------- genuine: insurance
	genuine("fr-email-assurance-echeance", "service", tab{
		"brand;dom;cc": {"MAIF;maif.fr;fr", "MACIF;macif.fr;fr", "AXA;axa.fr;fr", "Groupama;groupama.fr;fr", "Matmut;matmut.fr;fr",
			"Ethias;ethias.be;be", "AG Insurance;aginsurance.be;be", "La Mobilière;mobiliere.ch;ch", "Vaudoise;vaudoise.ch;ch",
			"Desjardins Assurances;desjardins.com;qc", "Intact Assurance;intact.ca;qc"},
		"contrat":   {"habitation", "auto", "multirisque habitation", "moto"},
		frNoticeKey: frNoticeLoc("fr", "be", "ch", "qc")},
		"Subject: Votre avis d'échéance est disponible\nBonjour {name},\n\nVotre contrat {contrat} n° {ref} sera reconduit automatiquement le {date}. Le montant de votre cotisation annuelle est de {gros}, payable selon les modalités habituelles.\n\nVotre avis d'échéance est disponible dans votre espace personnel sur {dom} et dans l'application {brand}. Pour adapter vos garanties, votre conseiller est joignable au {xtel}.\n\n{brand}",
		"{cc=fr}Subject: Mise en demeure - cotisation impayée\nMadame, Monsieur,\n\nNous n'avons pas reçu le paiement de votre cotisation de {mt}, échue le {date}, pour votre contrat {contrat} n° {ref}.\n\nConformément à l'article L113-3 du Code des assurances, à défaut de paiement dans un délai de 30 jours à compter de l'envoi de la présente, les garanties de votre contrat seront suspendues. Votre contrat pourra ensuite être résilié 10 jours après l'expiration de ce délai.\n\nVous pouvez régulariser par carte bancaire depuis votre espace sur {dom} ou en appelant votre conseiller au {xtel}. Si vous avez réglé entre-temps, merci de ne pas tenir compte de ce courrier.\n\n{brand}",
		"Subject: Confirmation de résiliation\nBonjour {name},\nNous avons bien pris en compte la résiliation de votre contrat {contrat} n° {ref}, qui prendra fin le {date}. La part de cotisation correspondant à la période non couverte, soit {mt}, vous sera remboursée sous 30 jours sur votre compte bancaire habituel.\nVous n'avez aucune démarche à effectuer.\n{brand}",
		"{cc=fr}Subject: Votre Mémo Véhicule Assuré\nBonjour {name},\nVotre Mémo Véhicule Assuré pour le véhicule {plate_fr} est disponible dans votre espace client {brand}. Depuis le 1er avril 2024, la carte verte n'est plus à apposer sur le pare-brise : en cas de contrôle, l'assurance de votre véhicule est vérifiée dans le Fichier des véhicules assurés.\nCe message est envoyé automatiquement, merci de ne pas y répondre.",
		"{cc=qc}Subject: Renouvellement de votre police d'assurance\nBonjour {name},\nVotre police d'assurance {contrat} n° {ref} sera renouvelée le {date}. Votre prime annuelle sera de {gros}, taxes incluses. Si vous souhaitez la renouveler, vous n'avez rien à faire. Pour modifier votre couverture, communiquez avec nous au {xtel} ou dans votre espace client sur {dom}.\n{brand}",
		"{cc=be}Subject: Votre avis d'échéance\nMadame, Monsieur,\nLa prime de votre contrat {contrat} n° {ref}, soit {gros}, est payable pour le {date}. Si vous avez opté pour la domiciliation, elle sera prélevée automatiquement. Sinon, veuillez effectuer un virement avec la communication structurée +++{code3}/{code4}/{code5}+++ mentionnée sur votre avis.\nBien à vous,\n{brand}",
	)

	// ---------------------------------------------------------------- genuine: job interviews
	genuine("fr-email-entretien-embauche", "work", tab{
		"org;co;cc": {"L'Oréal;loreal.com;fr", "Decathlon;decathlon.com;fr", "Capgemini;capgemini.com;fr", "Michelin;michelin.com;fr",
			"Danone;danone.com;fr", "Orange;orange.com;fr", "Proximus;proximus.com;be", "Solvay;solvay.com;be", "Nestlé;nestle.com;ch",
			"Logitech;logitech.com;ch", "Desjardins;desjardins.com;qc", "CGI;cgi.com;qc"},
		"poste":   {"chargé(e) de clientèle", "développeur(se) Java", "comptable fournisseurs", "gestionnaire RH", "technicien(ne) de maintenance", "chef(fe) de projet marketing"},
		"manager": {"Sophie Marchand", "Olivier Lemaire", "Nadia Cherif", "François Gauthier", "Valérie Caron", "Stéphane Roy"}},
		"Subject: Votre candidature - {poste}\nBonjour {name},\n\nNous vous remercions de l'intérêt que vous portez à {org}. Votre profil a retenu notre attention et nous souhaiterions vous rencontrer pour un entretien le {date} à {time}, dans nos locaux de {city}.\n\nMerci de nous confirmer votre disponibilité en répondant à ce message. L'entretien durera environ une heure, en présence de {manager}, responsable de l'équipe.\n\nBien cordialement,\n{name2} {last2}\nChargé(e) de recrutement, {org}",
		"Subject: Entretien en visio - {date}\nBonjour {name},\nComme convenu par téléphone, je vous confirme notre entretien en visioconférence le {date} à {time}. Vous recevrez une invitation Teams séparée. Prévoyez 45 minutes.\nÀ bientôt,\n{name2} {last2} - Talent Acquisition {org}",
		"Subject: Suite de votre processus de recrutement\nBonjour {name},\n\nMerci pour notre échange. La prochaine étape est un test technique en ligne, que vous recevrez de notre plateforme d'évaluation dans les prochains jours, suivi d'un entretien avec {manager}.\n\nPour rappel, {org} ne demande jamais de frais, d'achat de matériel ni de coordonnées bancaires au cours d'un recrutement. En cas de doute sur un message, retrouvez nos offres sur notre site carrières.\n\nCordialement,\n{name2} {last2}, Ressources humaines",
		"{cc=fr}Subject: Proposition d'embauche - {poste}\nBonjour {name},\nNous avons le plaisir de vous confirmer notre proposition pour le poste de {poste}. Vous trouverez la promesse d'embauche en pièce jointe. Les documents administratifs (pièce d'identité, RIB pour la paie, attestation de carte Vitale) vous seront demandés sur notre portail d'intégration après la signature du contrat, jamais par e-mail.\nBienvenue chez {org} !\n{name2} {last2}",
		"Subject: Réponse à votre candidature\nBonjour {name},\nNous vous remercions de l'intérêt que vous avez porté au poste de {poste}. Après une étude attentive de votre dossier, nous sommes au regret de ne pas pouvoir y donner une suite favorable. Sauf avis contraire de votre part, nous conservons votre CV pour de futures opportunités.\nCordialement,\nL'équipe Recrutement {org}",
		"{cc=qc}Subject: Invitation à une entrevue\nBonjour {name},\nMerci d'avoir postulé chez {org} pour le poste de {poste}. Nous aimerions vous rencontrer en entrevue le {date} à {time}. Pourriez-vous nous confirmer votre présence d'ici vendredi ? N'hésitez pas si vous avez des questions.\nAu plaisir,\n{name2} {last2}\nConseiller(ère) en acquisition de talents",
	)

	// ---------------------------------------------------------------- genuine: lease and deposit
	genuine("fr-email-bail-depot-garantie", "personal_money", tab{
		"brand;dom;cc": {"Foncia;foncia.com;fr", "Century 21;century21.fr;fr", "Orpi;orpi.com;fr", "Nexity;nexity.fr;fr", "Laforêt;laforet.com;fr",
			"Guy Hoquet;guy-hoquet.com;fr", "Trevi;trevi.be;be", "ERA;era.be;be", "Naef;naef.ch;ch", "Bernard Nicod;bernard-nicod.ch;ch"},
		"proprio;pmail": {"Martine Roux;martine.roux@orange.fr", "Jean-Pierre Lefèvre;jplefevre@free.fr", "Nadia Haddad;nadia.haddad@gmail.com",
			"Bernard Colin;b.colin@wanadoo.fr", "Sylvie Perrot;sylvie.perrot@laposte.net"},
		frNoticeKey: frNoticeLoc("fr", "be", "ch")},
		"{cc=fr}Subject: Restitution de votre dépôt de garantie\nBonjour {name},\n\nSuite à l'état des lieux de sortie du {date}, votre dépôt de garantie de {rond} vous sera restitué par virement sous un mois, déduction faite de {mt} pour le remplacement de la plaque de cuisson, conformément au devis joint.\n\nLe décompte détaillé est disponible dans votre espace locataire.\n\nCordialement,\n{name2} {last2}\nService gestion locative, {brand}",
		"{cc=fr}Subject: Votre dossier de location - {city}\nBonjour {name},\n\nBonne nouvelle : le propriétaire a retenu votre dossier pour l'appartement de {city}. La signature du bail et l'état des lieux d'entrée auront lieu à l'agence le {date} à {time}.\n\nLe dépôt de garantie ({rond}, soit un mois de loyer hors charges) et le premier loyer seront à régler ce jour-là, par virement ou par chèque. Nous ne demandons jamais de paiement avant une visite, ni par mandat cash ou coupon.\n\nÀ bientôt,\n{name2} {last2}\n{brand} {city}",
		"{cc=be}Subject: Constitution de votre garantie locative\nBonjour {name},\nPour finaliser votre bail, la garantie locative de {rond} (deux mois de loyer) doit être constituée sur un compte bloqué ouvert à votre nom dans la banque de votre choix. Merci de nous transmettre l'attestation de la banque avant la remise des clés, prévue le {date}.\nBien à vous,\n{name2} {last2}\n{brand}",
		"{cc=ch}Subject: Garantie de loyer - bail du {date}\nBonjour {name},\nNous vous remercions pour la signature du bail. La garantie de loyer de {rond}, correspondant à trois mois de loyer, est à déposer sur un compte de garantie de loyer à votre nom auprès de la banque de votre choix, ou à couvrir par une société de cautionnement. Les clés vous seront remises sur présentation du justificatif.\nMeilleures salutations,\n{name2} {last2}\n{brand}",
		"{from=\"{proprio}\" <{pmail}>}{cc=fr}Subject: Loyer\nBonjour {name},\nSauf erreur de ma part, je n'ai pas encore reçu le loyer de ce mois ({rond}). Ce n'est peut-être qu'un décalage de virement, pouvez-vous me dire ce qu'il en est ?\nBonne journée,\n{proprio}",
		"Subject: Régularisation annuelle des charges\nBonjour {name},\nLa régularisation des charges de l'année écoulée fait apparaître un solde de {mt} {en votre faveur. Il sera déduit de|à votre charge. Il sera ajouté à} votre prochain avis d'échéance. Le décompte détaillé est consultable dans votre espace locataire sur {dom}.\n{brand}",
	)

	// ---------------------------------------------------------------- genuine: charities
	genuine("fr-email-asso-don-recu", "marketing", tab{
		"brand;dom;cc": {"Restos du Cœur;restosducoeur.org;fr", "Croix-Rouge française;croix-rouge.fr;fr", "Secours populaire;secourspopulaire.fr;fr",
			"Secours Catholique;secours-catholique.org;fr", "Croix-Rouge de Belgique;croix-rouge.be;be", "Chaîne du Bonheur;bonheur.ch;ch",
			"Centraide;centraide.org;qc", "Moisson Montréal;moissonmontreal.org;qc"},
		"cc;recu;deduc": {
			"fr;reçu fiscal;Il vous permettra de déduire 75 % de votre don de votre impôt sur le revenu, dans la limite prévue par la loi.",
			"be;attestation fiscale;Elle vous donne droit à une réduction d'impôt de 45 % si vos dons de l'année atteignent au moins 40 €.",
			"ch;attestation de don;Vous pourrez déduire ce montant de votre revenu imposable, selon les règles de votre canton.",
			"qc;reçu officiel aux fins de l'impôt;Conservez-le pour votre prochaine déclaration de revenus."},
		frNoticeKey: frNoticeLoc("fr", "be", "ch", "qc")},
		"Subject: Merci pour votre don\nBonjour {name},\n\nNous avons bien reçu votre don de {petit} et nous vous en remercions chaleureusement. Grâce à vous, nous pouvons continuer à agir auprès des personnes les plus fragiles.\n\nVotre {recu} vous sera envoyé par e-mail. {deduc}\n\nAvec toute notre gratitude,\n{brand}",
		"Subject: Votre {recu} est disponible\nBonjour {name},\nVotre {recu} récapitulant vos dons de l'année est disponible dans votre espace donateur sur {dom}. Vous n'avez pas besoin de nous répondre.\nMerci encore pour votre générosité.\n{brand}",
		"Subject: Cet hiver, nous avons besoin de vous\nBonjour {name},\n\nAvec l'arrivée du froid, les demandes d'aide augmentent fortement dans nos antennes. Un don de {petit} permet de distribuer plusieurs repas chauds à une famille.\n\nPour donner en toute sécurité, rendez-vous sur {dom}, rubrique « Faire un don ».\n\nMerci de votre fidélité,\n{brand}\n\nVous recevez cet e-mail car vous êtes donateur ou donatrice. Se désinscrire.",
		"{cc=fr}{brand={Restos du Cœur|Secours populaire}}Subject: Collecte nationale : devenez bénévole le temps d'un week-end\nBonjour {name},\nNotre collecte nationale a lieu le week-end du {date} dans les supermarchés. Nous cherchons des bénévoles pour quelques heures. Inscrivez-vous sur {dom} et choisissez le magasin le plus proche de chez vous.\nMerci !\n{brand}",
		"Subject: Votre don mensuel\nBonjour {name},\nVotre don mensuel de {petit} sera prélevé le {date}. Merci pour votre soutien régulier, il nous permet d'agir dans la durée. Pour modifier ou suspendre votre don, rendez-vous dans votre espace donateur ou appelez-nous au {xtel}.\n{brand}",
	)

	// ---------------------------------------------------------------- genuine: taxes and fines
	genuine("fr-email-impots-amende-rappel", "service", tab{
		"brand;dom;cc;from": {
			"impots.gouv.fr;impots.gouv.fr;fr;\"DGFiP\" <ne-pas-repondre@dgfip.finances.gouv.fr>",
			"ANTAI;antai.gouv.fr;fr;\"ANTAI\" <ne-pas-repondre@antai.gouv.fr>",
			"SPF Finances;finances.belgium.be;be;\"SPF Finances\" <noreply@minfin.fed.be>",
			"Revenu Québec;revenuquebec.ca;qc;\"Revenu Québec\" <ne-pas-repondre@revenuquebec.ca>"},
		"cl;amende;minoree;majoree": {"4;135 €;90 €;375 €", "3;68 €;45 €;180 €"},
		frNoticeKey:                 frNoticeLoc("fr", "be", "qc")},
		"{brand=impots.gouv.fr}{cc=fr}Subject: {Votre avis de taxe foncière est disponible|Taxe foncière : votre avis est disponible}\n{Madame, Monsieur|Bonjour {name} {last}},\n\nVotre avis de taxe foncière est disponible dans votre espace particulier sur impots.gouv.fr.\n\nDate limite de paiement : 15 octobre (20 octobre en cas de paiement en ligne). Passé ce délai, une majoration de 10 % sera appliquée. Si vous avez opté pour la mensualisation ou le prélèvement à l'échéance, vous n'avez aucune démarche à effectuer.\n\nPour des raisons de sécurité, ce courriel ne contient aucun lien. Connectez-vous directement sur le site.\n\nLa Direction générale des Finances publiques",
		"{brand=impots.gouv.fr}{cc=fr}Subject: Rappel : échéance du {date}\nMadame, Monsieur,\nNous vous rappelons que le solde de votre impôt sur le revenu, soit {gros}, doit être réglé au plus tard le {date}. À défaut, une majoration de 10 % sera appliquée.\nVous pouvez payer en ligne dans votre espace particulier ou depuis l'application impots.gouv. La DGFiP ne vous demandera jamais vos coordonnées bancaires par courriel ou par SMS.",
		"{brand=ANTAI}{cc=fr}Subject: Un nouvel avis de contravention est disponible\nMadame, Monsieur,\n\nVous avez choisi de recevoir vos avis de contravention par voie électronique. Un nouvel avis concernant le véhicule immatriculé {plate_fr} est disponible dans votre espace sur antai.gouv.fr.\n\nMontant de l'amende forfaitaire : {amende}, minorée à {minoree} en cas de paiement dans les 15 jours. Le paiement s'effectue uniquement sur amendes.gouv.fr, par téléphone ou par timbre-amende.\n\nCet e-mail est envoyé automatiquement, merci de ne pas y répondre.",
		"{brand=ANTAI}{cc=fr}Subject: Avis d'amende forfaitaire majorée\nMadame, Monsieur,\nL'amende de {amende} relative à l'infraction du {date} commise avec le véhicule {plate_fr} n'a été ni payée ni contestée dans le délai de 45 jours. Elle est désormais majorée à {majoree}.\nVous pouvez la régler sur amendes.gouv.fr avec le numéro de télépaiement figurant sur l'avis que vous recevrez par courrier. Aucun paiement n'est demandé par SMS ou par lien.",
		"{brand=SPF Finances}{cc=be}Subject: Nouveau document dans MyMinfin\nMadame, Monsieur,\nUn nouveau document est disponible dans votre dossier MyMinfin : votre avertissement-extrait de rôle (impôt des personnes physiques). Montant à payer : {gros}, dans les deux mois suivant la date d'envoi, avec la communication structurée mentionnée sur le document.\nPour le consulter, connectez-vous sur myminfin.be avec itsme ou votre carte d'identité électronique.\nSPF Finances",
		"{brand=Revenu Québec}{cc=qc}Subject: Nouveau message dans Mon dossier\nBonjour,\nUn nouveau message concernant votre déclaration de revenus est disponible dans Mon dossier pour les citoyens, sur revenuquebec.ca. Selon votre avis de cotisation, un solde de {gros} est à payer au plus tard le 30 avril ; des intérêts s'appliquent sur tout montant impayé après cette date.\nPour votre sécurité, ce courriel ne contient aucun lien.\nRevenu Québec",
	)

	// ---------------------------------------------------------------- scams that copy them
	scam("fr-sms-ordonnance-leurre", "phishing_other", tab{
		"brand;bt": {"Ameli;ameli", "Assurance Maladie;ameli", "Mon espace santé;monespacesante", "Ma Pharmacie;pharmacie", "Service Ordonnance;ordonnance"}},
		"Pharmacie : votre ordonnance est prête mais votre carte Vitale n'a pas pu être lue. Mettez à jour vos droits avant ce soir pour la retirer : {surl}",
		"{brand} : une ordonnance a été émise à votre nom le {date}. Pour éviter la suspension de vos remboursements, confirmez-la ici : {surl}",
		"{brand} : votre traitement peut être livré à domicile. Frais de livraison de {fee} à régler avant 18h : {surl}",
		"{brand} : votre ordonnance numérique expire aujourd'hui. Validez-la pour qu'elle reste utilisable en pharmacie : {surl}",
		"Mon espace santé : un document médical vous attend. Pour y accéder, confirmez votre identité avec votre carte bancaire : {surl}",
		"{brand} : le remboursement de {amt} lié à votre ordonnance du {date} est bloqué. Vérifiez votre RIB sous 48h : {surl}",
	)
	scam("fr-sms-indemnisation-leurre", "phishing_other", tab{
		"brand;bt": {"SNCF;sncf", "SNCF Connect;sncfconnect", "Ouigo;ouigo", "Air France;airfrance", "Transavia;transavia", "SNCB;sncb"}},
		"{brand={SNCF|SNCF Connect|Ouigo|SNCB}}{brand} : suite au retard de votre train du {date}, une compensation de {amt} vous est due. Renseignez la carte à créditer sous 48h : {surl}",
		"{brand={Air France|Transavia}}{brand} : votre vol du {date} a été annulé. Vous avez droit à une indemnisation de 600 €. Réclamez-la avant ce soir : {surl}",
		"{brand} : votre remboursement de {amt} est validé. Confirmez vos informations bancaires pour le recevoir : {surl}",
		"{brand} : votre réservation {pnr} a été annulée suite à un échec de paiement. Reconfirmez-la sous 12h pour conserver vos places : {surl}",
		"Service indemnisation {brand} : pour recevoir vos {amt} de compensation, appelez le {prem} muni de votre carte bancaire.",
		"{brand={SNCF|SNCF Connect}}G30 : votre compensation de {amt} expire aujourd'hui. Dernier délai pour la réclamer : {surl}",
	)
	scam("fr-email-emploi-frais", "other", tab{
		"org;bt": {"L'Oréal;loreal", "Decathlon;decathlon", "Capgemini;capgemini", "Amazon;amazon", "Nestlé;nestle", "Desjardins;desjardins"},
		"poste":  {"secrétaire en télétravail", "télé-opérateur(trice) de saisie", "contrôleur(se) qualité à distance", "gestionnaire de colis à domicile"}},
		"Subject: Votre candidature a été retenue\nBonjour {name},\n\nSuite à votre candidature sur Indeed, nous avons le plaisir de vous proposer le poste de {poste} chez {org}, rémunéré {amtday} par jour.\n\nAvant votre prise de poste, vous devez acheter votre kit de travail (ordinateur et logiciels) auprès de notre fournisseur agréé. Cette somme vous sera remboursée avec votre premier salaire.\n\nMerci de nous répondre avec vos nom, adresse et coordonnées bancaires.\n\nService RH",
		"Subject: Entretien sur Telegram\nBonjour {name},\nVotre CV a été présélectionné par {org}. L'entretien se déroulera par écrit sur Telegram avec notre responsable du recrutement. Ajoutez @rh_{rnd} dès aujourd'hui. Formation rémunérée, aucune expérience requise.",
		"Subject: Finalisation de votre embauche\nFélicitations {name} ! Pour créer votre compte salarié et enregistrer votre paie, envoyez une photo recto verso de votre pièce d'identité ainsi que vos identifiants de banque en ligne à notre chargée d'intégration : {replyto}\n{org} - Ressources humaines",
		"Subject: Frais de formation obligatoires\nBonjour {name},\nVotre intégration chez {org} commence le {date}. La formation obligatoire coûte {49|89|120|149} €, à régler par coupon PCS ou Transcash. Envoyez-nous le code du coupon en réponse à cet e-mail pour confirmer votre place.",
		"Subject: Chèque pour votre matériel\nBonjour {name},\nNous vous avons envoyé un chèque de {1 |2 }{2|4|6|8}50 € pour équiper votre bureau à domicile. Encaissez-le, puis faites dès aujourd'hui un virement de {900|1 100|1 200} € à notre fournisseur pour que votre matériel soit expédié. IBAN : {ibanlt}\nL'équipe d'intégration {org}",
	)
	scam("fr-email-location-avant-visite", "other", tab{
		"site;cc":   {"Leboncoin;fr", "SeLoger;fr", "PAP;fr", "Immoweb;be", "Facebook Marketplace;be", "homegate.ch;ch", "anibis.ch;ch", "Kijiji;qc", "Marketplace;qc"},
		frNoticeKey: frNoticeLoc("fr", "be", "ch", "qc")},
		"Subject: Re: Appartement à louer - {site}\nBonjour {name},\n\nMerci pour votre message. L'appartement est toujours disponible. Je travaille actuellement à l'étranger, je ne peux donc pas faire la visite moi-même.\n\nPour réserver le logement, il suffit de verser la caution de {rond} et le premier mois. Dès réception, je vous envoie les clés et le contrat par la poste. Si le logement ne vous plaît pas, vous serez intégralement remboursé(e).\n\nCordialement,\n{name2} {last2}",
		"Subject: Réservation sécurisée via Airbnb\nBonjour,\nPour votre sécurité, la location de l'appartement vu sur {site} passe par le service de paiement sécurisé d'Airbnb. Le montant de {rond} (caution et premier loyer) restera bloqué jusqu'à votre visite. Effectuez le paiement ici : {hurl}\nAprès la visite, vous confirmerez ou annulerez en un clic.",
		"Subject: Dossier de location\nBonjour {name},\nVu le nombre de demandes pour l'annonce {site}, je donne la priorité au premier dossier complet. Merci d'envoyer une copie de votre pièce d'identité, vos trois derniers bulletins de salaire et {petit} de frais de dossier par virement : IBAN {ibanlt}. La visite sera organisée dès réception.\n{name2}",
		"Subject: Les clés par DHL\nBonjour {name},\nJ'ai bien reçu votre accord. Comme convenu, DHL conserve les clés jusqu'à votre paiement. Dès que vous aurez envoyé le dépôt de {rond} par Western Union (bénéficiaire : {fullname}), DHL vous livrera les clés sous 48h. Vous pourrez visiter et, en cas de refus, DHL vous rendra l'argent.",
		"Subject: Annonce {site} - dernière disponibilité\nBonjour,\nD'autres personnes sont intéressées. Si vous voulez l'appartement, envoyez {rond} aujourd'hui pour le bloquer, je ne peux pas attendre la visite. Je vous envoie les photos et le contrat après le virement. Contact WhatsApp : {intl}\n{name2} {last2}",
	)
}
