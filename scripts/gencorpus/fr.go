package main

// French families: France. Written here.

var (
	frBanks = []string{
		"BNP Paribas;mabanque.bnpparibas;bnpparibas", "Crédit Agricole;credit-agricole.fr;creditagricole", "Société Générale;particuliers.sg.fr;societegenerale",
		"LCL;lcl.fr;lcl", "La Banque Postale;labanquepostale.fr;labanquepostale", "Caisse d'Epargne;caisse-epargne.fr;caisseepargne",
		"Crédit Mutuel;creditmutuel.fr;creditmutuel", "BoursoBank;boursobank.com;boursorama", "CIC;cic.fr;cic", "Revolut;revolut.com;revolut", "N26;n26.com;n26",
	}
	frMerchants = []string{"AMAZON EU", "CARREFOUR", "LEROY MERLIN", "FNAC", "SNCF CONNECT", "UBER EATS", "DECATHLON", "AUCHAN", "LECLERC",
		"BOULANGER", "CDISCOUNT", "IKEA", "TOTALENERGIES", "ZARA", "DEEZER", "MONOPRIX", "DARTY", "VINTED"}
	frCities = []string{"Paris", "Lyon", "Marseille", "Toulouse", "Nantes", "Bordeaux", "Lille", "Strasbourg", "Montpellier", "Rennes", "Nice", "Grenoble"}
)

func init() {
	langSlots["fr"] = map[string]func(*ctx) string{
		"merchant": func(c *ctx) string { return c.pick(frMerchants) },
		"city":     func(c *ctx) string { return c.pick(frCities) },
		"rel":      func(c *ctx) string { return c.pick([]string{"maman", "Maman", "papa", "Papa", "maman", "mam's"}) },
		"device": func(c *ctx) string {
			return c.pick([]string{"iPhone 15", "Samsung Galaxy S24", "PC Windows", "MacBook", "Xiaomi Redmi", "iPad", "Chrome sur Windows"})
		},
		"country": func(c *ctx) string {
			return c.pick([]string{"Côte d'Ivoire", "Russie", "Vietnam", "Brésil", "Roumanie", "Nigeria", "Chine", "Maroc"})
		},
	}

	// ---------------------------------------------------------------- scams: phishing_bank
	scam("fr-sms-banque-carte-bloquee", "phishing_bank", tab{"brand;dom;bt": frBanks},
		"{brand} : votre carte bancaire a été suspendue suite à une activité inhabituelle. Veuillez confirmer votre identité : {surl}",
		"{brand} : une opération de {amtm} chez {merchant} est en attente. Si vous n'êtes pas à l'origine de ce paiement, annulez-le ici {surl}",
		"Cher client, votre accès à l'espace {brand} expire aujourd'hui. Activez le nouveau dispositif Sécur'Pass pour éviter la suspension : {surl}",
		"{brand} INFO : un nouvel appareil a été ajouté à votre compte le {date}. Ce n'est pas vous ? {surl}",
		"Suite à la mise à jour de nos conditions, votre compte {brand} sera limité sous 24h. Mettez à jour vos informations : {surl}",
		"{brand} : votre plafond de paiement a été réduit pour raison de sécurité. Rétablissez-le depuis {surl}",
		"Alerte {brand} : un bénéficiaire ({fullname}) a été ajouté à votre compte. Si ce n'est pas vous, cliquez sur {surl}",
		"Votre carte {brand} arrive à expiration. Commandez votre nouvelle carte avant le {date} : {surl}",
	)
	scam("fr-email-banque-verification", "phishing_bank", tab{"brand;dom;bt": append(frBanks, "PayPal;paypal.com;paypal")},
		"Subject: Action requise : vérification de votre compte\nCher(e) client(e),\n\nDans le cadre de la directive européenne DSP2, vous devez confirmer vos informations avant le {date}. Sans action de votre part, l'accès à votre espace en ligne sera restreint.\n\nAccéder à mon espace : {hurl}\n\nNous vous remercions de votre confiance.\nLe service clients {brand}",
		"Subject: Connexion inhabituelle détectée\nBonjour {name},\n\nNous avons détecté une tentative de connexion depuis un appareil inconnu ({device}, {country}). Par mesure de sécurité, votre compte a été temporairement bloqué.\n\nPour le débloquer, confirmez votre identité : {hurl}\n\nSans réponse sous 48 heures, votre carte sera désactivée.\n\nCordialement,\n{brand}",
		"Subject: Vous avez un nouveau message sécurisé\n{brand} - Messagerie sécurisée\n\nUn document important concernant votre compte est disponible. Pour le consulter, identifiez-vous : {hurl}\n\nMerci de ne pas répondre à ce courriel.",
		"Subject: Remboursement de {amt} en attente\nBonjour {name} {last},\n\nUn prélèvement a été effectué deux fois par erreur. Un remboursement de {amt} est en attente sur votre compte.\n\nPour le recevoir, confirmez la carte sur laquelle il doit être crédité : {hurl}\n\n{brand}",
		"Subject: Dernier rappel avant clôture\nMadame, Monsieur,\nvotre dossier n'est pas à jour au regard de la réglementation. Votre compte sera clôturé le {date} et les fonds bloqués.\nMettre à jour mon dossier : {hurl}\nRéférence : {ref}",
		"Subject: Votre carte bancaire a été suspendue\nNous n'avons pas pu vérifier vos dernières transactions : votre carte se terminant par {l4} a été suspendue.\nPour lever la suspension, mettez à jour vos informations : {hurl}",
	)

	// ---------------------------------------------------------------- scams: phishing_other
	scam("fr-sms-ameli-carte-vitale", "phishing_other", tab{"brand;dom;bt": {"Ameli;ameli.fr;ameli", "Assurance Maladie;ameli.fr;ameli", "CPAM;ameli.fr;cpam"}},
		"{brand} : votre carte Vitale arrive à expiration. Commandez la nouvelle carte dès maintenant : {surl}",
		"{brand} : un remboursement de {amt} est en attente. Veuillez confirmer vos coordonnées bancaires : {surl}",
		"Assurance Maladie : suite à la mise à jour de votre dossier, vos remboursements sont suspendus. Régularisez ici {surl}",
		"{brand} : Nouvelle carte Vitale avec photo. Frais d'envoi de {fee} à régler avant le {date} : {surl}",
		"Votre dossier {brand} est incomplet. Sans action de votre part, vos droits seront suspendus sous 48h : {surl}",
		"{brand} : vous êtes éligible à la carte Vitale numérique. Activez-la avant le {date} sur {surl}",
	)
	scam("fr-sms-amende-antai", "phishing_other", tab{"brand;dom;bt": {"ANTAI;antai.gouv.fr;antai", "Amende.gouv;amendes.gouv.fr;amendes", "Service des amendes;amendes.gouv.fr;amende"}},
		"{brand} : vous avez une amende impayée de {amtr}. Sans règlement avant le {date}, elle sera majorée. Payez ici : {surl}",
		"Avis de contravention n°{ref} : infraction constatée le {date}. Montant : 35 €. Réglez en ligne : {surl}",
		"{brand} : un avis de stationnement impayé est enregistré pour votre véhicule ({plate_fr}). Régularisez : {surl}",
		"Dernier rappel : votre amende forfaitaire n'a pas été réglée. Pour éviter une majoration à 375 €, payez sur {surl}",
		"{brand} INFO : suite à un excès de vitesse, un avis de contravention est disponible dans votre espace. Consultez-le : {surl}",
		"Vous avez un péage impayé sur l'A{cnt} (Ulys). Réglez {fee} sous 72h pour éviter l'indemnité forfaitaire : {surl}",
	)
	scam("fr-email-impots-remboursement", "phishing_other", tab{"brand;dom;bt": {"impots.gouv.fr;impots.gouv.fr;impots", "DGFiP;impots.gouv.fr;dgfip", "Direction générale des Finances publiques;impots.gouv.fr;impots"}},
		"Subject: Remboursement d'impôt en attente\nBonjour,\n\nAprès le dernier calcul de votre impôt sur le revenu, vous êtes éligible à un remboursement de {amtm}.\n\nPour le recevoir, remplissez le formulaire en ligne avant le {date} : {hurl}\n\nLa Direction générale des Finances publiques",
		"Subject: Avis de remboursement - référence {ref}\nMadame, Monsieur,\nUne erreur de calcul a été constatée sur votre avis d'imposition. Le montant de {amtm} vous sera reversé après vérification de vos coordonnées bancaires.\nAccéder à mon espace particulier : {hurl}",
		"Subject: Relance : impôt non payé\nVotre paiement de {amtm} n'a pas été reçu. Une majoration de 10 % sera appliquée sans régularisation sous 48 heures.\nPayer en ligne : {hurl}\n{brand}",
		"Subject: Mise à jour obligatoire de vos informations\nBonjour {name},\nSuite à la réforme du prélèvement à la source, vous devez mettre à jour votre situation fiscale avant le {date}. Sans action, un taux par défaut sera appliqué.\n{hurl}",
		"Subject: Votre taxe d'habitation - trop-perçu\nNous avons constaté un trop-perçu de {amtm} sur votre taxe. Pour demander le remboursement, connectez-vous : {hurl}\nCordialement,\n{brand}",
	)
	scam("fr-sms-cpf-droits", "phishing_other", tab{"brand;bt;dom": {"Mon Compte Formation;moncompteformation;moncompteformation.gouv.fr", "CPF;cpf;moncompteformation.gouv.fr", "Caisse des Dépôts;cdc;caissedesdepots.fr"}},
		"{brand} : vos {amtm} de droits à la formation expirent le {date}. Utilisez-les gratuitement : {surl}",
		"Bonjour, il vous reste {amtm} sur votre CPF. Dernier jour pour en profiter : {surl}",
		"{brand} : votre compte sera clôturé faute de mise à jour. Connectez-vous avant le {date} : {surl}",
		"Vous avez droit à une formation financée à 100 %. Un conseiller vous rappelle au {mob}. Répondez OUI.",
		"{brand} INFO : vos droits sont éligibles au permis de conduire. Réservez avant la fin du mois : {surl}",
	)

	// ---------------------------------------------------------------- scams: fake_delivery
	frCarriersScam := []string{"La Poste;laposte;laposte.fr", "Colissimo;colissimo;laposte.fr", "Chronopost;chronopost;chronopost.fr",
		"Mondial Relay;mondialrelay;mondialrelay.fr", "DPD;dpd;dpd.fr", "UPS;ups;ups.com", "DHL;dhl;dhl.fr", "Relais Colis;relaiscolis;relaiscolis.com"}
	scam("fr-sms-colis-frais", "fake_delivery", tab{"brand;bt;dom": frCarriersScam},
		"{brand} : votre colis n'a pas pu être livré car l'adresse est incomplète. Mettez-la à jour sous 24h : {surl}",
		"{brand} : votre colis est en attente. Des frais de réexpédition de {fee} doivent être réglés : {surl}",
		"Votre colis {trk} est bloqué au centre de tri. Confirmez vos informations de livraison : {surl}",
		"{brand} : nous n'avons pas pu livrer votre colis aujourd'hui. Programmez une nouvelle livraison : {surl}",
		"Bonjour, votre colis vous attend ! Des frais de douane de {fee} restent à payer avant le {date} : {surl}",
		"{brand} INFO : dernier avis avant retour de votre colis à l'expéditeur. {surl}",
		"Votre colis sera retourné à l'expéditeur si vous ne choisissez pas de créneau de livraison : {surl}",
	)
	scam("fr-email-colis-douane", "fake_delivery", tab{"brand;bt;dom": frCarriersScam, "origin": {"Chine", "Royaume-Uni", "États-Unis", "Hong Kong", "Suisse"}},
		"Subject: Votre colis {trk} est retenu en douane\nBonjour,\n\nVotre colis en provenance de {origin} est arrivé sur notre plateforme mais ne peut être libéré avant le paiement des droits de douane de {fee}.\n\nRégler les frais : {hurl}\n\nSans paiement sous 5 jours, le colis sera retourné.\n\nService client {brand}",
		"Subject: Échec de livraison - action requise\nBonjour {name},\nNotre livreur s'est présenté le {date} mais l'adresse n'a pas pu être confirmée.\nMerci de mettre à jour vos préférences et de régler les frais de {fee} : {hurl}\n{brand}",
		"Subject: Affranchissement insuffisant\nUn envoi est en attente à votre nom. L'expéditeur n'a pas suffisamment affranchi l'envoi ({fee} restant dû).\nPour le recevoir, payez en ligne : {hurl}\nRéférence : {ref}",
		"Subject: Votre colis va être retourné\n{name}, après deux tentatives de livraison, votre colis ({trk}) sera renvoyé le {date2}. Pour le recevoir, confirmez votre adresse et réglez {fee} : {hurl}",
		"Subject: Facture TVA import - envoi {trk}\nVeuillez trouver ci-dessous la facture de TVA pour votre envoi en provenance de {origin}.\nMontant : {fee}\nPaiement par carte : {hurl}",
	)

	// ---------------------------------------------------------------- scams: romance_scam
	scam("fr-sms-faux-numero-drague", "romance_scam", tab{},
		"Bonjour, c'est bien {name} ? C'est {name2}, on s'est rencontrés au cours de yoga la semaine dernière",
		"Bonsoir {name}, on se voit toujours pour le dîner à {time} ? 😊",
		"Désolée, qui est-ce ? Votre numéro est enregistré sous le nom de {name}... Enchantée, moi c'est {name2}, j'habite à {city}",
		"Salut {name}, ça fait longtemps ! Tu es toujours à {city} ?",
		"Bonjour, je crois que je me suis trompée de numéro, mais vous avez l'air gentil. Je m'appelle {name2}, vous êtes d'où ?",
		"Bonjour M. {last}, je suis {name2} de l'agence immobilière. L'appartement est toujours disponible pour la visite de {day} ?",
		"Coucou {name}, tu es bien rentré hier soir ?",
	).note = "no link; first message of a pig-butchering conversation"
	scam("fr-email-romance-etranger", "romance_scam", tab{"job": {"ingénieur sur une plateforme pétrolière", "médecin militaire en mission de l'ONU", "capitaine de navire", "architecte veuf en mission à Dubaï", "chirurgien humanitaire"}},
		"Subject: Bonjour de loin\nBonjour ma chère,\n\nJ'ai vu votre profil et je n'arrête pas de penser à votre sourire. Je m'appelle {name2}, je suis {job}. Je cherche une relation sérieuse. Écrivez-moi à {replyto}.\n\n{name2}",
		"Subject: J'ai besoin de ton aide mon amour\nMa chérie {name},\n\nMes comptes sont bloqués jusqu'à la fin du contrat et je dois payer {amtm} pour mon billet d'avion afin de te rejoindre. Peux-tu me les envoyer en coupons PCS ou par Western Union ? Je te rembourse dès mon arrivée.\n\nÀ toi pour toujours,\n{name2}",
		"Subject: Mon cœur t'appartient\nBonjour ma reine,\nJe veux t'envoyer un colis avec mes économies et de l'or pour le mettre en sécurité. Le diplomate a seulement besoin que tu règles les frais de livraison de {amtm}.\nTendrement, {name2}",
		"Subject: Ne m'abandonne pas\n{name},\nJe sais qu'on ne se parle que depuis trois semaines mais je t'aime. Je suis bloqué à l'aéroport, la douane retient mes bagages et demande {amtm}. Tu es la seule personne en qui j'ai confiance.\n{name2}",
		"Subject: Vu sur Facebook\nBonjour, je suis {name2}, 52 ans, {job}. Votre profil m'a touché. Je ne viens pas souvent ici, contactez-moi plutôt sur WhatsApp au {intl}.",
	)

	// ---------------------------------------------------------------- scams: investment_scam
	scam("fr-sms-crypto-placement", "investment_scam", tab{"brand;bt": {"Binance;binance", "Coinbase;coinbase", "Crypto.com;cryptocom", "Bitpanda;bitpanda"}},
		"Transformez {amtr} en {amtm} en 7 jours grâce à notre robot de trading IA. Gains garantis, sans expérience. Inscription : {surl}",
		"Félicitations ! Votre compte {brand} a généré {btc} BTC. Retirez vos gains avant expiration : {surl}",
		"Bonjour, je suis {name2}, assistante du professeur {last}. Notre groupe boursier gratuit a gagné 38 % la semaine dernière. Ajoutez-moi sur WhatsApp {intl}",
		"{brand} : vous êtes éligible à un airdrop de jetons gratuits avant le {date} : {surl}",
		"Placement sécurisé à {percent} % par mois, capital garanti, retrait à tout moment. Places limitées : {short}",
		"Salut, c'est {name2}. Mon oncle travaille dans un fonds d'investissement, j'ai gagné {amtl} le mois dernier. Je te montre ? {surl}",
	)
	scam("fr-email-placement-garanti", "investment_scam", tab{"org": {"Patrimoine Invest Conseil", "Crédit Épargne Privé", "Livret Or Plus", "Groupe Alpha Gestion", "Horizon Finance"}},
		"Subject: Livret à 8 % garanti par l'État\nBonjour {name},\n\nProfitez de notre livret d'épargne exclusif rémunéré à 8 % net, garanti, sans frais. Offre réservée aux 50 premiers souscripteurs.\n\nDemander ma simulation : {hurl}\n\n{org}",
		"Subject: Votre rendement de {amtm} est disponible\nCher investisseur,\nVotre portefeuille a dégagé un rendement de {amtm} ce mois-ci. Pour retirer vos gains, vous devez régler des frais de déblocage de {amtr}.\nVotre conseiller : {fullname}, {tel}",
		"Subject: Investissez dans le vin et l'or - rendement 12 %\nMadame, Monsieur,\nNos placements en or physique et grands crus offrent 12 % par an sans risque. Un conseiller vous rappelle gratuitement. Laissez vos coordonnées : {hurl}",
		"Subject: Sécurisez votre wallet\nCher utilisateur,\nSuite à une mise à jour réglementaire, tous les portefeuilles doivent être vérifiés avant le {date}. Saisissez votre phrase de récupération pour éviter le blocage : {hurl}",
		"Subject: Opportunité : parts de SCPI à prix réduit\nBonjour,\nNous proposons des parts à 30 % sous la valeur, avec rendement garanti de {percent} %. Offre valable jusqu'au {date}. Contact : {fullname}, {tel}.\n{org}",
	)

	// ---------------------------------------------------------------- scams: tech_support
	scam("fr-email-support-renouvellement", "tech_support", tab{"brand;bt": {"Norton 360;norton", "McAfee;mcafee", "Avast Premium;avast", "Microsoft Office 365;office365", "PayPal;paypal"}},
		"Subject: Votre abonnement {brand} a été renouvelé\nFacture n° {ref}\n\nBonjour {name},\nMerci pour votre renouvellement. La somme de {amtm} a été débitée ce jour pour 3 ans de protection.\n\nSi vous n'êtes pas à l'origine de ce renouvellement, appelez notre service facturation sous 24 heures au {tel}.",
		"Subject: Confirmation de commande {ref}\nBonjour,\nVotre renouvellement automatique {brand} (5 appareils) a bien été effectué.\nMontant : {amtm}\nPour annuler et être remboursé, contactez-nous au {tel}.",
		"Subject: Paiement reçu - merci\nNous confirmons la réception de {amtm} pour votre abonnement annuel {brand}.\nSi vous n'avez pas effectué ce paiement, appelez le {tel} pour le contester. Le remboursement n'est possible que sous 24 heures.",
		"Subject: {brand} - Facture {invoice}\nMerci pour votre achat !\nProduit : {brand} Premium, 1 an\nTotal : {amtm}\nUne question sur cette commande ? Notre assistance est joignable 7j/7 au {tel}.",
	).note = "call-back scam with no link"
	scam("fr-sms-support-virus", "tech_support", tab{"brand": {"Microsoft", "Apple", "Windows", "iCloud", "Orange"}},
		"{brand} Support : votre compte iCloud a été piraté et vos photos risquent d'être publiées. Appelez immédiatement le {tel}.",
		"ATTENTION : votre appareil est infecté par 3 virus. N'éteignez pas votre ordinateur. Appelez un technicien {brand} au {tel}.",
		"{brand} : un achat de {amtm} a été effectué avec votre identifiant. Si vous n'êtes pas à l'origine de cet achat, appelez le {tel}.",
		"Alerte sécurité {brand} : activité suspecte détectée sur votre adresse IP {ip}. Votre licence sera bloquée. Contactez le support au {prem}.",
		"{brand} : nous avons détecté une tentative de piratage. Un technicien peut vous aider à la supprimer, appelez le {tel}.",
	)

	// ---------------------------------------------------------------- scams: lottery
	scam("fr-sms-gagnant-concours", "lottery", tab{"brand;bt": {"Carrefour;carrefour", "Leclerc;leclerc", "Orange;orange", "SFR;sfr", "Lidl;lidl", "Amazon;amazon", "Free;free"},
		"prize": {"iPhone 16 Pro", "bon d'achat de 500 €", "PlayStation 5", "Dyson Airwrap", "chèque de 1 000 €", "Thermomix"}},
		"Félicitations ! Votre numéro a été tiré au sort lors du jeu {brand}. Vous avez gagné un {prize}. Pour le récupérer, appelez le {prem} (réf. {ref})",
		"Vous avez gagné un {prize} ! Réglez seulement {fee} de frais de port pour le recevoir : {surl}",
		"Cher client {brand}, vous avez été sélectionné pour recevoir un {prize} gratuit. Réclamez-le sous 24h : {surl}",
		"{brand} fidélité : vos {cnt} 000 points expirent aujourd'hui. Échangez-les contre un {prize} : {surl}",
		"DERNIER AVIS : votre {prize} n'a pas été réclamé. Appelez le {prem} (2,99 €/appel + prix d'un appel).",
		"Vous êtes notre 1 000 000e visiteur ! Répondez à 3 questions pour recevoir votre {prize} : {surl}",
	)
	scam("fr-email-loterie", "lottery", tab{"org": {"Loterie Internationale Euro Millions", "Fondation Française des Jeux", "Service des gains Microsoft", "Promotion Coca-Cola Monde", "Tirage annuel Google"}},
		"Subject: Notification de gain réf. {ref}\nCher bénéficiaire,\n\nVotre adresse électronique a été tirée au sort et vous avez gagné {amtl}.\n\nPour traiter votre dossier, contactez notre agent {fullname} à {replyto} avec vos nom, adresse, téléphone et une copie de votre pièce d'identité.\n\n{org}",
		"Subject: Félicitations, vous avez gagné !!!\nCher gagnant,\nVotre adresse fait partie des 10 gagnants de {amtl} lors du tirage {org} du {date}. Des frais de dossier de {amtm} sont nécessaires avant le versement.\nRépondez pour réclamer votre gain.",
		"Subject: Dernier avis : gain non réclamé\nBonjour {name},\nCeci est notre dernier avis concernant votre gain de {amtl}. Votre dossier sera clôturé le {date2} sans réponse. Contactez notre service au {intl}.\n{org}",
		"Subject: Formulaire de libération du gain\nCher gagnant,\nMerci de remplir le formulaire ci-joint et de le renvoyer avec les frais de dédouanement de {amtm} pour recevoir vos {amtl}.\n{fullname}\n{org}",
	)

	// ---------------------------------------------------------------- scams: other
	scam("fr-sms-coucou-maman", "other", tab{},
		"Coucou {rel} c'est moi, mon téléphone est tombé dans l'eau 🙈 c'est mon nouveau numéro, tu peux l'enregistrer et m'écrire sur WhatsApp ?",
		"Coucou {rel}, c'est mon nouveau numéro, l'ancien est cassé. Tu peux m'aider ? J'ai une facture à payer aujourd'hui et mon appli bancaire est bloquée",
		"Salut {rel}, nouveau numéro. Tu pourrais faire un virement de {amtm} à un ami, je te rembourse demain, ma carte ne marche pas sur ce téléphone",
		"{rel} c'est moi, écran cassé, j'utilise un téléphone temporaire. Tu es dispo ? J'ai besoin d'un service",
		"Bonjour {rel}, enregistre ce numéro, je t'explique plus tard. Réponds-moi quand tu vois ce message",
		"C'est moi, j'ai perdu mon téléphone. Je dois payer {amtm} de loyer avant 17h et je n'arrive pas à me connecter à ma banque. Tu peux faire le virement ? IBAN {ibanfr}, {fullname}",
		"{rel} ?? C'est ta fille, voici mon nouveau numéro. Tu peux me rendre un service, c'est urgent",
	).note = "no link: family impersonation"
	scam("fr-email-fovi-president", "other", tab{"boss": {"Philippe Marchand", "Isabelle Roux", "Laurent Dumas", "Catherine Vidal", "Olivier Perrin"}, "role": {"PDG", "Directeur général", "DAF", "Gérant"}},
		"Subject: Demande confidentielle\n{name}, êtes-vous à votre bureau ? J'ai besoin que vous vous occupiez d'une opération en toute discrétion. Répondez-moi dès que possible.\n\n{boss}\nEnvoyé de mon iPhone",
		"Subject: Urgent\nBonjour {name},\nJ'ai besoin que vous achetiez {cnt} cartes cadeaux Google Play de {amtr} pour des clients. C'est une surprise, gardez cela pour vous. Grattez-les et envoyez-moi les photos des codes. Je suis en réunion toute la journée.\n{boss}\n{role}",
		"Subject: Changement de coordonnées bancaires - facture {invoice}\nBonjour,\nSuite à un audit, nous avons changé de banque. Merci d'effectuer le règlement de {amtl} pour la facture {invoice}, ainsi que les prochains, sur notre nouveau compte :\nIBAN {ibanlt}\nL'ancien compte ne peut plus recevoir de fonds.\nCordialement,\n{fullname}\nService comptabilité",
		"Subject: Opération confidentielle - acquisition\n{name},\nNous finalisons une acquisition confidentielle et j'ai besoin d'un virement de {amtl} aujourd'hui. Notre avocat, Maître {last2}, vous contactera avec les détails. N'en parlez à personne avant l'annonce.\n{boss}, {role}",
		"Subject: Modification RIB pour la paie\nBonjour,\nJ'ai changé de banque et souhaite que mon salaire soit versé sur mon nouveau compte dès ce mois-ci. Nouveau RIB : {ibanfr}.\nMerci,\n{name2}",
	).note = "arnaque au président and false supplier bank details"
	scam("fr-sms-emploi-taches", "other", tab{"agency": {"Adecco", "Indeed", "Randstad", "Manpower", "Pôle Emploi", "Hays"}},
		"Bonjour, je suis {name2} de {agency}. Nous proposons un emploi flexible à distance : 60 à 90 min par jour, {amtr} à {amtm} par jour. Intéressé(e) ? Écrivez-moi sur WhatsApp {intl}",
		"Emploi à temps partiel : notez des produits en ligne depuis chez vous et gagnez {amtr} par tâche, payé chaque jour. Contact WhatsApp {intl}",
		"Bonjour, votre CV nous a été recommandé. Le poste rapporte {amtm} par semaine, sans expérience. Répondez OUI pour plus d'informations.",
		"Bonjour {name}, nous recrutons des testeurs d'applications. Tâches simples, {amtr} par jour. Ajoutez-moi sur Telegram @{rnd}_rh",
		"Nous avons bien reçu votre candidature. Pour commencer, rechargez votre compte de travail de {amtr}, remboursé avec votre commission : {surl}",
	)
	scam("fr-sms-faux-conseiller", "other", tab{"brand;dom;bt": frBanks},
		"{brand} : une opération suspecte a été détectée sur votre compte. Un conseiller du service fraude va vous appeler, gardez votre téléphone à proximité.",
		"{brand} Service Fraude : votre compte fait l'objet d'une attaque. Un conseiller vous contactera depuis le {tel} pour sécuriser vos fonds.",
		"{brand} : pour bloquer le virement frauduleux de {amtm}, attendez notre appel. N'en parlez à personne.",
		"{brand} : quelqu'un à {city} a tenté d'utiliser votre carte. Notre agent {fullname} vous contactera dans 10 minutes.",
		"{brand} : merci de rappeler le {mob} au sujet d'un paiement que vous n'avez pas autorisé. Réf. {ref}",
	).note = "no link: fake bank adviser call to come"

	// ---------------------------------------------------------------- genuine: otp
	genuine("fr-sms-otp-services", "otp", tab{},
		"G-{code6} est votre code de validation Google.",
		"Votre code WhatsApp : {code3}-{code3}\nNe communiquez ce code à personne",
		"Votre code Apple Account est : {code6}. Ne le communiquez à personne.",
		"{code6} est votre code Amazon. Ne le partagez avec personne.",
		"Votre code de vérification Doctolib est {code6}. Il expire dans 10 minutes.",
		"Votre code Vinted : {code4}. Ne partagez jamais ce code.",
		"{code6} est votre code de confirmation Leboncoin. Leboncoin ne vous le demandera jamais par téléphone.",
		"PayPal : votre code de sécurité est {code6}. Il expire dans 10 minutes. Ne le communiquez pas.",
		"Code Telegram : {code5}. Ne donnez ce code à personne, même s'il prétend appartenir à Telegram !",
		"Votre code de connexion Uber est {code4}. Ne le partagez pas.",
		"Code de confirmation France Connect : {code6}",
	)
	genuine("fr-sms-otp-banque", "otp", tab{"brand;dom;bt": frBanks},
		"{brand} : le code {code6} permet de valider votre paiement de {amt} chez {merchant}. Ne le communiquez jamais, même à un conseiller.",
		"Votre code de sécurité {brand} est {code6}. Ne le transmettez à personne. Nous ne vous le demanderons jamais par téléphone.",
		"{brand} : code de confirmation {code6} pour l'ajout d'un bénéficiaire. Si vous n'êtes pas à l'origine de cette demande, ne faites rien.",
		"{code6} est votre code pour activer l'appli {brand} sur votre nouveau téléphone. Ne le partagez pas.",
		"{brand} : pour finaliser votre achat en ligne de {amt}, saisissez le code {code6}. Votre conseiller ne vous demandera jamais ce code.",
		"Code {brand} : {code6}. Valable 5 minutes. ATTENTION : ne le communiquez à personne.",
	)

	// ---------------------------------------------------------------- genuine: bank_alert
	genuine("fr-sms-banque-alerte", "bank_alert", tab{"brand;dom;bt": frBanks},
		"{brand} : paiement carte de {amt} chez {merchant} le {date}. Solde disponible : {amtm}.",
		"{brand} : le solde de votre compte se terminant par {l4} est passé sous le seuil de {amtr}. Consultez vos comptes sur l'appli.",
		"{brand} : vous avez reçu un virement de {amtm} de {fullname}.",
		"{brand} : votre salaire de {amtm} a été crédité sur votre compte.",
		"{brand} INFO : un prélèvement de {amt} ({merchant}) sera effectué le {date}. Pensez à approvisionner votre compte.",
		"{brand} : un paiement de {amtm} a été refusé. Si vous ne reconnaissez pas cette opération, appelez le numéro au dos de votre carte.",
		"{brand} : votre nouvelle carte a été expédiée. Activez-la dès réception depuis votre appli.",
	)
	genuine("fr-email-banque-releve", "bank_alert", tab{"brand;dom;bt": frBanks},
		"Subject: Votre relevé de compte est disponible\nBonjour {name} {last},\n\nVotre relevé de compte du mois est disponible dans votre espace client.\n\nPour le consulter, connectez-vous à votre espace sur {dom} ou depuis l'application {brand}. Nous ne vous demanderons jamais vos codes par e-mail.\n\n{brand}",
		"Subject: Paiement important sur votre carte\nBonjour {name},\nUn paiement de {amtm} a été effectué chez {merchant} avec votre carte se terminant par {l4} le {date}.\nSi vous êtes à l'origine de ce paiement, aucune action n'est nécessaire. Sinon, faites opposition en appelant le numéro au dos de votre carte.",
		"Subject: Votre virement a bien été effectué\nVotre virement de {amtm} vers {fullname} a été exécuté le {date}.\nRetrouvez le détail dans votre espace client.\n{brand}",
		"Subject: Alerte solde\nLe solde de votre compte se terminant par {l4} est de {amt}, en dessous du seuil que vous avez choisi.\nVous pouvez modifier vos alertes dans l'application {brand}.\nCeci est un message automatique, merci de ne pas y répondre.",
	)

	// ---------------------------------------------------------------- genuine: delivery
	frCarriers := []string{
		"La Poste;{trk_laposte};https://www.laposte.fr/outils/suivre-vos-envois?code={trk}", "Colissimo;{trk_laposte};https://www.laposte.fr/outils/suivre-vos-envois?code={trk}",
		"Chronopost;{trk_chrono};https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT={trk}", "Mondial Relay;{trk_relais};https://www.mondialrelay.fr/suivi-de-colis/?NumeroExpedition={trk}",
		"DPD France;{trk_dpd};https://trace.dpd.fr/fr/trace/{trk}", "UPS;{trk_ups};https://www.ups.com/track?loc=fr_FR&tracknum={trk}", "Amazon;{trk_amzl};https://www.amazon.fr/gp/your-account/order-history"}
	genuine("fr-sms-livraison-transporteur", "delivery", tab{"brand;trk;turl": frCarriers},
		"{brand} : votre colis {trk} sera livré aujourd'hui. Suivez-le : {turl}",
		"{brand} : votre colis arrive le {date} entre {time} et {time2}. Modifier la livraison : {turl}",
		"Bonjour {name}, votre colis {brand} a été livré dans votre boîte aux lettres. Suivi : {turl}",
		"{brand} : votre colis est disponible en point relais jusqu'au {date}. Présentez une pièce d'identité. Suivi : {turl}",
		"{brand} : nous sommes passés aujourd'hui mais vous étiez absent. Votre colis sera représenté demain. Suivi : {turl}",
		"Votre livreur {brand} {name2} arrive dans 30 minutes. Numéro de suivi : {trk}",
	)
	genuine("fr-email-livraison", "delivery", tab{"brand;trk;turl": frCarriers},
		"Subject: Votre colis est en route\nBonjour {name},\n\nVotre colis {trk} a été expédié. Livraison prévue le {date}.\n\nSuivre mon colis : {turl}\n\nVous n'avez rien à faire. En cas d'absence, vous pourrez choisir une autre option depuis la page de suivi.\n\n{brand}",
		"Subject: Votre colis a été livré\nVotre colis {trk} a été livré le {date} à {time}.\nSuivi : {turl}\nSi vous ne le trouvez pas, vérifiez auprès de vos voisins ou de votre gardien.",
		"Subject: Retard de livraison\nBonjour,\nEn raison des conditions météo, votre livraison est retardée. Nouvelle date estimée : {date}.\nDernier statut : {turl}\n{brand}",
		"Subject: Votre colis vous attend en point de retrait\n{name}, votre colis est disponible jusqu'au {date2}. Munissez-vous de votre pièce d'identité et du code de retrait {code6}.\nDétails : {turl}",
	)

	// ---------------------------------------------------------------- genuine: order
	frShops := []string{"Fnac;fnac.com", "Darty;darty.com", "Cdiscount;cdiscount.com", "Amazon;amazon.fr", "Leroy Merlin;leroymerlin.fr", "Decathlon;decathlon.fr", "Boulanger;boulanger.com", "IKEA;ikea.com", "Zalando;zalando.fr"}
	genuine("fr-email-commande", "order", tab{"brand;dom": frShops,
		"item": {"Écouteurs sans fil", "Veste de pluie enfant", "Perceuse visseuse", "Chargeur USB-C 65 W", "Chaussures de running", "Lampe de chevet", "Roman de poche", "Tente 2 places"}},
		"Subject: Confirmation de votre commande n° {ord}\nBonjour {name},\n\nMerci pour votre commande. Nous vous préviendrons dès son expédition.\n\n{item}\nQuantité : 1\nTotal : {amt}\n\nSuivre ma commande : https://www.{dom}/mon-compte/commandes",
		"Subject: Votre commande a été expédiée\nBonne nouvelle {name}, votre commande {ord} est en route et devrait arriver le {date}.\n{item}\nSuivez votre colis depuis votre compte {dom}.",
		"Subject: Votre facture {brand}\nFacture n° {ord}\n{item} .... {amt}\nPayé par carte se terminant par {l4}\nMerci pour votre achat. Retour gratuit sous 30 jours.",
		"Subject: Nous avons bien reçu votre retour\nBonjour {name},\nNous avons reçu le retour de l'article {item}. Le remboursement de {amt} sera effectué sur votre moyen de paiement sous 5 à 7 jours.\nLe service client {brand}",
		"Subject: Votre commande est prête en magasin\nBonjour {name}, votre commande {ord} est disponible au retrait dans votre magasin {brand} de {city}. Vous avez 10 jours pour la récupérer.",
	)
	genuine("fr-sms-commande-retrait", "order", tab{"brand;dom": frShops},
		"{brand} : votre commande {ord} est prête ! Retirez-la en magasin avec ce SMS et une pièce d'identité avant le {date}.",
		"Bonjour {name}, votre commande {brand} a été expédiée. Livraison estimée le {date}. Suivi dans votre espace client sur {dom}",
		"{brand} : merci pour votre commande {ord} ({amt}). Nous vous prévenons dès l'expédition.",
		"{brand} : votre remboursement de {amt} pour la commande {ord} a été effectué.",
		"{brand} : votre commande click & collect est disponible à l'accueil du magasin. Code de retrait : {code6}",
	)

	// ---------------------------------------------------------------- genuine: appointment
	genuine("fr-sms-rdv-rappel", "appointment", tab{"place": {"Cabinet dentaire du Parc", "Dr {last}", "Norauto", "Speedy", "Salon Coiff'Style", "Optic 2000", "Clinique vétérinaire des Lilas", "Cabinet de kiné Saint-Michel"}},
		"Rappel : RDV le {date} à {time} avec {place}. En cas d'empêchement, merci d'annuler sur Doctolib.",
		"Bonjour {name}, {place} vous rappelle votre rendez-vous demain à {time}. Répondez OUI pour confirmer ou appelez le {tel}.",
		"{place} : votre rendez-vous du {day} {date} à {time} est confirmé. Merci d'arriver 10 minutes en avance.",
		"Votre véhicule est attendu chez {place} le {date} à {time}. STOP au 36{code3}",
		"{place} : il est temps de prendre rendez-vous pour votre contrôle annuel. Réservation en ligne ou au {tel}.",
		"Bonjour, petit rappel de votre RDV avec {name2} ({place}) {day} à {time}. À bientôt !",
	)
	genuine("fr-email-rdv", "appointment", tab{"place": {"Centre médical des Tilleuls", "Cabinet de radiologie Pasteur", "Midas", "Afflelou", "Laboratoire Cerballiance", "Cabinet d'ostéopathie Duval"}},
		"Subject: Confirmation de votre rendez-vous\nBonjour {name},\n\nNous vous confirmons votre rendez-vous chez {place} le {date} à {time}.\n\nEn cas d'empêchement, merci de nous prévenir au moins 24 heures à l'avance au {tel}.\n\nCordialement,\n{place}",
		"Subject: Rappel : votre rendez-vous de demain\nBonjour {name}, nous vous attendons demain à {time}. Pensez à apporter votre carte Vitale et votre ordonnance.\n{place}",
		"Subject: Votre réservation est confirmée\nRéférence : {ref}\nPrestation : bilan annuel\nDate : {date}, {time}\nLieu : {place}, {city}\nVous pouvez gérer votre réservation depuis votre compte.",
		"Subject: Il est temps de reprendre rendez-vous\nBonjour {name}, votre dernier contrôle chez {place} date d'il y a un an. Prenez rendez-vous en ligne ou au {tel}.\nCeci est un message automatique.",
	)

	// ---------------------------------------------------------------- genuine: marketing
	genuine("fr-sms-promo", "marketing", tab{"brand;dom": {"Sephora;sephora.fr", "Kiabi;kiabi.com", "Domino's;dominos.fr", "Intersport;intersport.fr", "Nocibé;nocibe.fr", "Picard;picard.fr", "Jules;jules.com", "La Redoute;laredoute.fr"}},
		"{brand} : -20 % sur TOUT, ce soir seulement ! Code DERNIERE20 sur {dom}. STOP au 36{code3}",
		"Dernière chance ! Jusqu'à -50 % chez {brand}, fin à minuit. {dom} Stop SMS 36{code3}",
		"{brand} : 2 pizzas achetées = la 3e offerte, aujourd'hui uniquement sur {dom}. STOP 36{code3}",
		"Vite {name} ! Votre bon de {percent} % expire dans 24h. Profitez-en sur {dom}. STOP au 36{code3}",
		"{brand} VENTE FLASH : -30 % supplémentaires pendant 6 heures. {dom}/soldes Stop SMS au 36{code3}",
		"{brand} : le Black Friday commence MAINTENANT ! Ne ratez rien sur {dom}. STOP 36{code3}",
	)
	genuine("fr-email-marketing", "marketing", tab{"brand;dom": {"Nature & Découvertes;natureetdecouvertes.com", "Decathlon;decathlon.fr", "Galeries Lafayette;galerieslafayette.com", "Fnac;fnac.com", "Sézane;sezane.com", "Yves Rocher;yves-rocher.fr"}},
		"Subject: Dernières heures : jusqu'à -40 %\nBonjour {name},\n\nNos soldes se terminent ce soir à minuit. Ne passez pas à côté de vos favoris.\n\nJ'en profite : https://www.{dom}/soldes\n\nVous recevez cet e-mail car vous êtes inscrit(e) sur {dom}. Se désabonner.",
		"Subject: {name}, votre offre membre vous attend\nEn tant que membre, profitez d'un accès anticipé à la nouvelle collection et de la livraison offerte ce week-end.\nhttps://www.{dom}/\nOffre valable jusqu'au {date}. Gérer mes préférences.",
		"Subject: Livraison gratuite : dernier jour\nPlus que quelques heures pour profiter de la livraison offerte sur toute la boutique.\nhttps://www.{dom}/\nPour ne plus recevoir nos e-mails, cliquez sur Se désinscrire.",
		"Subject: Les nouveautés sont arrivées\nDécouvrez en avant-première les nouveautés {brand}.\nhttps://www.{dom}/nouveautes\nVous ne souhaitez plus recevoir nos e-mails ? Désinscrivez-vous.",
		"Subject: Joyeux anniversaire 🎁\nJoyeux anniversaire {name} ! Profitez de {percent} % sur votre prochaine commande avec le code ANNIV{code4}, valable jusqu'au {date}.\n{brand}",
	)

	// ---------------------------------------------------------------- genuine: newsletter
	genuine("fr-email-newsletter", "newsletter", tab{"brand;dom": {"Le Monde;lemonde.fr", "Libération;liberation.fr", "Le Figaro;lefigaro.fr", "France Info;francetvinfo.fr", "Les Echos;lesechos.fr"},
		"topic": {"la réforme des retraites", "la canicule", "les élections municipales", "l'intelligence artificielle", "le prix de l'immobilier", "la finale de la Ligue des champions"}},
		"Subject: La matinale : {topic}\nBonjour,\n\nAu sommaire aujourd'hui : ce que {topic} change pour vous, l'agenda de la semaine et la sélection de la rédaction.\n\nLire en ligne : https://www.{dom}/newsletters\n\nVous recevez cette lettre car vous y êtes abonné(e). Se désinscrire.",
		"Subject: Cette semaine : {topic} et plus encore\nBonjour {name},\nVoici les articles les plus lus de la semaine, à commencer par notre enquête sur {topic}.\nhttps://www.{dom}/\nGérez vos newsletters dans votre espace abonné.",
		"Subject: Vos lectures du week-end\nCinq grands formats pour votre week-end, dont un décryptage sur {topic}.\nBonne lecture et à la semaine prochaine.\nLa rédaction de {brand}",
		"Subject: {brand} - l'essentiel du {date}\nAu programme : {topic}, les mots croisés et une recette. On vous a transféré cet e-mail ? Inscrivez-vous sur https://www.{dom}/",
	)
	genuine("fr-email-newsletter-asso", "newsletter", tab{"org": {"APE École Jules Ferry", "Club de course du Vieux-Port", "Association des jardins partagés", "Médiathèque municipale", "Comité des fêtes de Saint-Jean", "Chorale À Cœur Joie"}},
		"Subject: {org} - les nouvelles du mois\nBonjour à tous,\n\nMerci à celles et ceux venus au loto, nous avons récolté {amtm} ! Prochaine réunion {day} à {time}. Nous cherchons encore des bénévoles pour la kermesse, répondez simplement à ce mail.\n\nBien à vous,\n{name2}\n{org}",
		"Subject: Infos {org}\nChers adhérents,\nEn bref : nouveaux horaires à partir du {date}, la cotisation de {amtr} est à régler, et les photos de la dernière sortie sont sur notre site.\nÀ bientôt !",
		"Subject: Lettre d'information\nBonjour,\nCe mois-ci nous accueillons {cnt} nouveaux membres. L'assemblée générale aura lieu le {date}. Ordre du jour en pièce jointe. Pour ne plus recevoir cette lettre, répondez STOP.\n{name2} {last2}, secrétaire",
		"Subject: Programme de l'été\nBonjour {name},\nLe programme de l'été est sorti ! Début des ateliers le {date}. Inscriptions sur notre site ou à l'accueil.\nMerci de faire partie de {org}.",
	)

	// ---------------------------------------------------------------- genuine: account_security
	genuine("fr-email-securite-connexion", "account_security", tab{"brand;dom;from": {
		"Google;google.com;\"Google\" <no-reply@accounts.google.com>", "Microsoft;microsoft.com;\"Équipe des comptes Microsoft\" <account-security-noreply@accountprotection.microsoft.com>",
		"Netflix;netflix.com;\"Netflix\" <info@account.netflix.com>", "Leboncoin;leboncoin.fr;\"leboncoin\" <no-reply@leboncoin.fr>",
		"Orange;orange.fr;\"Orange\" <ne-pas-repondre@orange.fr>", "Amazon;amazon.fr;\"Amazon.fr\" <compte-mise-a-jour@amazon.fr>"}},
		"Subject: Alerte de sécurité : nouvelle connexion\nNouvelle connexion sur {device}\n\n{mail}\n\nNous avons détecté une nouvelle connexion à votre compte {brand} depuis un appareil {device}. Si c'était vous, vous n'avez rien à faire. Sinon, nous vous aiderons à sécuriser votre compte.\n\nVérifier l'activité : https://myaccount.{dom}/notifications",
		"Subject: Nouvelle connexion à votre compte {brand}\nBonjour {name},\nNous avons remarqué une nouvelle connexion depuis {device} près de {city} le {date} à {time}.\nSi c'était vous, aucune action n'est nécessaire. Sinon, modifiez votre mot de passe dans Paramètres > Sécurité.",
		"Subject: Votre mot de passe a été modifié\nBonjour {name},\nLe mot de passe de votre compte {brand} ({mail}) a été modifié le {date}.\nSi vous êtes à l'origine de ce changement, ignorez cet e-mail. Sinon, réinitialisez votre mot de passe depuis l'application ou le site {brand}.",
		"Subject: Réinitialisation de votre mot de passe\nBonjour,\nVous avez demandé la réinitialisation de votre mot de passe {brand}. Cliquez sur le lien suivant pour en choisir un nouveau : https://www.{dom}/reset?token={rnd}{rnd}\nCe lien expire dans 1 heure. Si vous n'avez rien demandé, ignorez ce message.",
		"Subject: Validation en deux étapes activée\nVous avez activé la validation en deux étapes pour {mail}. Désormais, un code vous sera demandé lors de chaque connexion sur un nouvel appareil.\n{brand}",
	)
	genuine("fr-sms-securite-compte", "account_security", tab{"brand": {"Google", "Apple", "WhatsApp", "Leboncoin", "Netflix", "Vinted", "Orange"}},
		"{brand} : votre compte a été utilisé sur un nouvel appareil le {date}. Si c'était vous, aucune action n'est requise.",
		"Le mot de passe de votre compte {brand} a été modifié. Si ce n'est pas vous, réinitialisez-le depuis l'application.",
		"{brand} : la validation en deux étapes a été activée sur votre compte.",
		"{brand} : un numéro de téléphone a été ajouté à votre compte. Si ce n'est pas vous, rendez-vous dans les Paramètres de l'appli.",
		"{brand} : nouvelle connexion depuis un {device}. Ce n'est pas vous ? Ouvrez l'application {brand} pour sécuriser votre compte.",
	)

	// ---------------------------------------------------------------- genuine: personal_money
	genuine("fr-sms-argent-perso", "personal_money", tab{"thing": {"la pizza", "les places de ciné", "le Uber", "l'essence", "les billets du concert", "le resto", "l'Airbnb", "le cadeau de Julie"}},
		"Hello, tu peux me rembourser les {amtr} pour {thing} quand tu as 2 min ? Pas pressé",
		"Maman j'ai payé le loyer aujourd'hui, merci pour le coup de main ce mois-ci 😘",
		"Je viens de t'envoyer {amtr} pour {thing} 👍",
		"T'as reçu mon virement ? Je t'ai envoyé {amtr} hier soir",
		"Tu peux me faire un Lydia de {amtr} pour {thing} ? Merci !",
		"Papa, j'ai été payé, je t'ai renvoyé les {amtr} que je te devais. Merci encore",
		"J'ai mis {thing} sur Tricount, ça fait {amtr} chacun",
		"{name}, je te rembourse {thing} vendredi quand j'ai ma paie, ça te va ?",
		"Mamie a envoyé {amtr} pour ton anniversaire, je les ai mis sur ton livret",
	)
	genuine("fr-sms-perso-nouveau-numero", "personal", tab{},
		"J'ai perdu mon téléphone, c'est le numéro de {name2}. On se retrouve à 20h au bar",
		"Coucou c'est {name}, nouveau numéro ! Mon ancien téléphone est mort, enregistre celui-ci 😊",
		"C'est mon nouveau téléphone pro, garde l'ancien numéro pour le perso",
		"Salut, c'est {name}, je t'écris avec le portable de ma sœur, le mien n'a plus de batterie. J'ai 10 min de retard !",
		"Nouveau numéro, même moi 😄 tu peux me rajouter au groupe ?",
		"On m'a volé mon téléphone au festival 🙄 c'est mon numéro provisoire jusqu'à lundi. {name}",
	).note = "new number without any request for money"

	// ---------------------------------------------------------------- genuine: personal
	genuine("fr-sms-perso-discussion", "personal", tab{"place": {"au bar", "chez Paul", "au parc", "à la gare", "chez toi", "à la salle", "au resto"}},
		"J'ai un peu de retard, j'arrive dans 10 min",
		"On se voit toujours {day} ? {place} à {time} ?",
		"Joyeux anniversaire !! 🎉 Passe une super journée, bisous",
		"Tu peux prendre du pain en rentrant ?",
		"Bien arrivée, je t'appelle demain",
		"Désolé je viens de voir ton message ! Oui je suis libre {day} après {time}",
		"Merci pour ce soir, c'était top. On remet ça vite !",
		"T'as donné à manger au chat ?",
		"Rdv {place} à {time} ?",
		"Mdr trop drôle 😂",
	)

	// ---------------------------------------------------------------- genuine: work
	genuine("fr-email-travail-facture", "work", tab{"co": {"atelier-dumont.fr", "groupe-verdier.fr", "cabinet-lemaire.fr", "studio-ocre.com", "transports-bertin.fr"}},
		"Subject: Facture {invoice} - mars\nBonjour {name},\n\nVeuillez trouver ci-joint notre facture {invoice} d'un montant de {amtm} pour les travaux réalisés en mars. Règlement à 30 jours comme d'habitude.\n\nN'hésitez pas si vous avez des questions.\n\nCordialement,\n{name2} {last2}",
		"Subject: RE: règlement facture {invoice}\nBonjour {name2},\nMerci pour la relance, la compta a programmé le virement pour vendredi. Vous devriez le recevoir lundi.\nBonne journée,\n{name}",
		"Subject: Note de frais déplacement {city}\nBonjour {name},\nJ'ai saisi ma note de frais pour le déplacement à {city} ({amtm}) dans l'outil. Justificatifs en pièce jointe. Tu peux valider quand tu as un moment ?\nMerci,\n{name2}",
		"Subject: Bon de commande validé\n{name}, le bon de commande {ref} pour les nouveaux ordinateurs ({amtm}) a été validé par la direction financière. Tu peux passer la commande chez le fournisseur habituel.\n{name2}",
		"Subject: Réunion déplacée à {time}\nBonjour à tous,\nLa réunion de demain sur le budget est déplacée à {time}, même salle. Ordre du jour inchangé.\nMerci,\n{name2}",
		"Subject: Absence\nBonjour, je suis absent(e) jusqu'au {date} avec un accès limité à mes e-mails. Pour toute urgence, merci de contacter {name2} {last2}.",
	)
	genuine("fr-sms-travail", "work", tab{},
		"Salut {name}, tu peux me remplacer {day} ? Je te rends la pareille la semaine prochaine",
		"Le planning de la semaine prochaine est affiché. Tu es du matin {day}",
		"La réunion est décalée à {time}, salle 2",
		"J'aurai 5 min de retard au point d'équipe, commencez sans moi",
		"Le client a adoré la présentation 🎉 bravo à tous",
		"{name}, la livraison pour le chantier arrive à {time}, tu peux réceptionner ?",
	)

	// ---------------------------------------------------------------- genuine: service
	genuine("fr-sms-service-facture", "service", tab{"brand;dom": {"EDF;edf.fr", "Orange;orange.fr", "SFR;sfr.fr", "Free;free.fr", "Bouygues Telecom;bouyguestelecom.fr", "Engie;engie.fr", "Veolia;veolia.fr", "TotalEnergies;totalenergies.fr"}},
		"{brand} : votre facture de {amt} est disponible dans votre Espace Client. Elle sera prélevée le {date}.",
		"{brand} : nous avons bien reçu votre paiement de {amt}. Merci.",
		"Bonjour {name}, votre facture {brand} s'élève à {amt}. Prélèvement automatique le {date}, aucune action requise. Détail sur {dom}",
		"{brand} : vous avez consommé 80 % de votre enveloppe data. Suivez votre conso sur l'appli.",
		"{brand} : intervention prévue dans votre quartier le {date} à partir de {time}. Coupure possible jusqu'à 2h. Infos sur {dom}",
		"{brand} : pensez à transmettre votre relevé de compteur avant le {date} depuis votre Espace Client ou sur {dom}",
	)
	genuine("fr-email-service-admin", "service", tab{"brand;dom": {"impots.gouv.fr;impots.gouv.fr", "Ameli;ameli.fr", "CAF;caf.fr", "France Travail;francetravail.fr", "ANTS;ants.gouv.fr", "Service-Public.fr;service-public.fr"}},
		"Subject: Votre avis d'impôt est disponible\nMadame, Monsieur,\n\nVotre avis d'impôt sur les revenus est disponible dans votre espace particulier sur impots.gouv.fr.\n\nPour des raisons de sécurité, ce courriel ne contient aucun lien. Connectez-vous directement sur le site.\n\nLa Direction générale des Finances publiques",
		"Subject: Un nouveau document est disponible\nBonjour {name},\nUn nouveau document est disponible dans votre compte {brand}. Connectez-vous sur {dom} pour le consulter.\nCe message est envoyé automatiquement, merci de ne pas y répondre.",
		"Subject: Votre titre est disponible\nBonjour,\nVotre carte d'identité est disponible en mairie de {city}. Présentez-vous avec votre récépissé sous 3 mois.\nANTS",
		"Subject: Votre relevé de remboursements\nBonjour {name},\nVos derniers remboursements de soins sont disponibles dans votre compte ameli. Rappel : l'Assurance Maladie ne vous demandera jamais vos coordonnées bancaires par e-mail ou SMS.",
		"Subject: Confirmation de votre déclaration\nNous accusons réception de votre déclaration du {date}. Numéro de dossier : {ref}. Vous pouvez suivre son traitement depuis votre espace sur {dom}.",
	)
}
