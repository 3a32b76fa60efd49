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
	scam("fr-email-colis-douane", "fake_delivery", tab{"brand;bt;dom": frCarriersScam, "origin": {"de Chine", "du Royaume-Uni", "des États-Unis", "de Hong Kong", "de Suisse"}},
		"Subject: Votre colis {trk} est retenu en douane\nBonjour,\n\nVotre colis en provenance {origin} est arrivé sur notre plateforme mais ne peut être libéré avant le paiement des droits de douane de {fee}.\n\nRégler les frais : {hurl}\n\nSans paiement sous 5 jours, le colis sera retourné.\n\nService client {brand}",
		"Subject: Échec de livraison - action requise\nBonjour {name},\nNotre livreur s'est présenté le {date} mais l'adresse n'a pas pu être confirmée.\nMerci de mettre à jour vos préférences et de régler les frais de {fee} : {hurl}\n{brand}",
		"Subject: Affranchissement insuffisant\nUn envoi est en attente à votre nom. L'expéditeur n'a pas suffisamment affranchi l'envoi ({fee} restant dû).\nPour le recevoir, payez en ligne : {hurl}\nRéférence : {ref}",
		"Subject: Votre colis va être retourné\n{name}, après deux tentatives de livraison, votre colis ({trk}) sera renvoyé le {date2}. Pour le recevoir, confirmez votre adresse et réglez {fee} : {hurl}",
		"Subject: Facture TVA import - envoi {trk}\nVeuillez trouver ci-dessous la facture de TVA pour votre envoi en provenance {origin}.\nMontant : {fee}\nPaiement par carte : {hurl}",
	)

	// ---------------------------------------------------------------- scams: romance_scam
	scam("fr-sms-faux-numero-drague", "romance_scam", tab{},
		"Bonjour, c'est bien {name} ? C'est {fname}, on s'est rencontrés au cours de yoga la semaine dernière",
		"Bonsoir {name}, on se voit toujours pour le dîner à {time} ? 😊",
		"Désolée, qui est-ce ? Votre numéro est enregistré sous le nom de {name}... Enchantée, moi c'est {fname}, j'habite à {city}",
		"Salut {name}, ça fait longtemps ! Tu es toujours à {city} ?",
		"Bonjour, je crois que je me suis trompée de numéro, mais vous avez l'air gentil. Je m'appelle {fname}, vous êtes d'où ?",
		"Bonjour M. {last}, je suis {name2} de l'agence immobilière. L'appartement est toujours disponible pour la visite de {day} ?",
		"Coucou {name}, tu es bien rentré hier soir ?",
	).note = "no link; first message of a pig-butchering conversation"
	scam("fr-email-romance-etranger", "romance_scam", tab{"job": {"ingénieur sur une plateforme pétrolière", "médecin militaire en mission de l'ONU", "capitaine de navire", "architecte veuf en mission à Dubaï", "chirurgien humanitaire"}},
		"{name={fname}}Subject: Bonjour de loin\nBonjour ma chère,\n\nJ'ai vu votre profil et je n'arrête pas de penser à votre sourire. Je m'appelle {mname}, je suis {job}. Je cherche une relation sérieuse. Écrivez-moi à {replyto}.\n\n{mname}",
		"{name={fname}}Subject: J'ai besoin de ton aide mon amour\nMa chérie {name},\n\nMes comptes sont bloqués jusqu'à la fin du contrat et je dois payer {amtm} pour mon billet d'avion afin de te rejoindre. Peux-tu me les envoyer en coupons PCS ou par Western Union ? Je te rembourse dès mon arrivée.\n\nÀ toi pour toujours,\n{mname}",
		"{name={fname}}Subject: Mon cœur t'appartient\nBonjour ma reine,\nJe veux t'envoyer un colis avec mes économies et de l'or pour le mettre en sécurité. Le diplomate a seulement besoin que tu règles les frais de livraison de {amtm}.\nTendrement, {mname}",
		"{name={fname}}Subject: Ne m'abandonne pas\n{name},\nJe sais qu'on ne se parle que depuis trois semaines mais je t'aime. Je suis bloqué à l'aéroport, la douane retient mes bagages et demande {amtm}. Tu es la seule personne en qui j'ai confiance.\n{mname}",
		"{name={fname}}Subject: Vu sur Facebook\nBonjour, je suis {mname}, 52 ans, {job}. Votre profil m'a touché. Je ne viens pas souvent ici, contactez-moi plutôt sur WhatsApp au {intl}.",
	)

	// ---------------------------------------------------------------- scams: investment_scam
	scam("fr-sms-crypto-placement", "investment_scam", tab{"brand;bt": {"Binance;binance", "Coinbase;coinbase", "Crypto.com;cryptocom", "Bitpanda;bitpanda"}},
		"Transformez {amtr} en {amtm} en 7 jours grâce à notre robot de trading IA. Gains garantis, sans expérience. Inscription : {surl}",
		"Félicitations ! Votre compte {brand} a généré {btc} BTC. Retirez vos gains avant expiration : {surl}",
		"Bonjour, je suis {fname}, assistante du professeur {last}. Notre groupe boursier gratuit a gagné 38 % la semaine dernière. Ajoutez-moi sur WhatsApp {intl}",
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
	scam("fr-email-support-renouvellement", "tech_support", tab{"brand;bt": {"Norton 360;norton", "McAfee;mcafee", "Avast Premium;avast", "Microsoft Office 365;office365", "Total AV;totalav"}},
		"Subject: Votre abonnement {brand} a été renouvelé\nFacture n° {ref}\n\nBonjour {name},\nMerci pour votre renouvellement. La somme de {amtm} a été débitée ce jour pour 3 ans de protection.\n\nSi vous n'êtes pas à l'origine de ce renouvellement, appelez notre service facturation sous 24 heures au {tel}.",
		"Subject: Confirmation de commande {ref}\nBonjour,\nVotre renouvellement automatique {brand} (5 appareils) a bien été effectué.\nMontant : {amtm}\nPour annuler et être remboursé, contactez-nous au {tel}.",
		"Subject: Paiement reçu - merci\nNous confirmons la réception de {amtm} pour votre abonnement annuel {brand}.\nSi vous n'avez pas effectué ce paiement, appelez le {tel} pour le contester. Le remboursement n'est possible que sous 24 heures.",
		"Subject: {brand} - Facture {invoice}\nMerci pour votre achat !\nProduit : {brand} Premium, 1 an\nTotal : {amtm}\nUne question sur cette commande ? Notre assistance est joignable 7j/7 au {tel}.",
	).note = "call-back scam with no link"
	scam("fr-sms-support-virus", "tech_support", tab{"brand": {"Microsoft", "Apple", "Windows", "iCloud", "Orange"}},
		"{brand=Apple}{brand} Support : votre compte iCloud a été piraté et vos photos risquent d'être publiées. Appelez immédiatement le {tel}.",
		"ATTENTION : votre appareil est infecté par 3 virus. N'éteignez pas votre ordinateur. Appelez un technicien {brand} au {tel}.",
		"{brand} : un achat de {amtm} a été effectué avec votre identifiant. Si vous n'êtes pas à l'origine de cet achat, appelez le {tel}.",
		"Alerte sécurité {brand} : activité suspecte détectée sur votre adresse IP {ip}. Votre licence sera bloquée. Contactez le support au {prem}.",
		"{brand} : nous avons détecté une tentative de piratage. Un technicien peut vous aider à la supprimer, appelez le {tel}.",
	)

	// ---------------------------------------------------------------- scams: lottery
	scam("fr-sms-gagnant-concours", "lottery", tab{"brand;bt": {"Carrefour;carrefour", "Leclerc;leclerc", "Orange;orange", "SFR;sfr", "Lidl;lidl", "Amazon;amazon", "Free;free"},
		"prize": {"iPhone 16 Pro", "bon d'achat de 500 €", "téléviseur 4K", "Dyson Airwrap", "chèque de 1 000 €", "Thermomix"}},
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
		"Bonjour, je suis {name2} de {agency}. Nous proposons un emploi flexible à distance : 60 à 90 min par jour, jusqu'à {amtday} par jour. Intéressé(e) ? Écrivez-moi sur WhatsApp {intl}",
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
		"{place={Norauto|Speedy}}Votre véhicule est attendu chez {place} le {date} à {time}. STOP au 36{code3}",
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

// Second round of French families.
func init() {
	scam("fr-sms-paiement-paylib", "phishing_bank", tab{"brand;dom;bt": {"PayPal;paypal.com;paypal", "Paylib;paylib.fr;paylib", "Lydia;lydia-app.com;lydia", "Wero;wero-wallet.eu;wero", "Apple Pay;apple.com;applepay"}},
		"{brand} : votre compte a été limité. Confirmez votre identité pour lever la restriction : {surl}",
		"{brand} : vous avez envoyé {amtm} à {fullname}. Si vous n'êtes pas à l'origine de ce paiement, contestez-le sous 24h : {surl}",
		"Votre carte a été retirée de {brand} car nous n'avons pas pu la vérifier. Ajoutez-la de nouveau : {surl}",
		"{brand} : des paiements inhabituels ont été détectés. Vérifiez-les, sinon votre solde sera gelé {surl}",
		"{brand} : votre remboursement de {amt} n'a pas pu aboutir. Saisissez vos coordonnées bancaires pour le recevoir : {surl}",
	)
	scam("fr-email-caf-cpam-aide", "phishing_other", tab{"brand;dom;bt": {"CAF;caf.fr;caf", "Caisse d'allocations familiales;caf.fr;caf", "France Travail;francetravail.fr;francetravail", "Service-Public.fr;service-public.fr;servicepublic", "EDF;edf.fr;edf"}},
		"Subject: Versement de votre aide exceptionnelle\nBonjour {name},\n\nVous êtes éligible à une aide exceptionnelle de {amtm}. Pour en bénéficier, confirmez vos coordonnées bancaires avant le {date} : {hurl}\n\n{brand}",
		"Subject: Votre dossier est incomplet\nMadame, Monsieur,\nil manque une pièce justificative à votre dossier. Sans mise à jour sous 72 heures, vos prestations seront suspendues.\nCompléter mon dossier : {hurl}",
		"Subject: Trop-perçu à régulariser\nUn trop-perçu de {amtm} a été constaté sur vos prestations. Régularisez par carte bancaire pour éviter une procédure de recouvrement : {hurl}\n{brand}",
		"Subject: Remboursement sur votre facture\nBonjour,\nsuite à une erreur de facturation, vous allez être remboursé de {amt}. Merci de saisir vos informations de paiement : {hurl}\n{brand}",
		"Subject: Nouveau message dans votre espace\nUn nouveau courrier concernant vos droits est disponible. Consultez-le avant le {date} : {hurl}",
	)
	scam("fr-sms-colis-rappel", "fake_delivery", tab{"brand;bt;dom": {"Colissimo;colissimo;laposte.fr", "Chronopost;chronopost;chronopost.fr", "La Poste;laposte;laposte.fr", "DHL;dhl;dhl.fr"}},
		"{brand} : l'étiquette de votre colis est endommagée. Contactez-nous au {prem} pour organiser la livraison.",
		"{brand} : votre colis {trk} est bloqué à l'entrepôt. Rappelez le {mob} avant 18h pour confirmer votre adresse.",
		"Bonjour, c'est le livreur {brand}. Je suis devant chez vous mais je ne trouve pas l'adresse, rappelez-moi au {mob}",
		"{brand} : des frais de {fee} sont dus sur votre colis. Répondez avec votre numéro de carte et la date d'expiration, ou appelez le {prem}.",
		"{brand} Service client : échec de livraison du colis {trk}. Appelez notre serveur vocal au {prem} en indiquant votre référence.",
	).note = "call-back, no link"
	scam("fr-sms-site-rencontre", "romance_scam", tab{"site": {"Meetic", "Tinder", "Happn", "Bumble", "Fruitz"}},
		"Coucou 😘 c'est {fname} de {site}. Avant de se voir, je dois vérifier que tu n'es pas un faux profil, c'est gratuit : {surl}",
		"Salut beau gosse, je ne vais presque plus sur {site}. Écris-moi plutôt ici, je suis {fname}, 28 ans, je viens d'arriver à {city} 💕",
		"Hello, j'ai aimé ton profil sur {site}. Je suis infirmière de nuit, c'est plus simple pour discuter. Tu fais quoi ce soir ?",
		"Mon cœur, je suis bloquée à l'étranger et ma carte ne marche plus. Tu peux m'acheter une recharge PCS de {amtr} ? Je te rembourse quand on se voit ❤️",
		"{fname} de {site} ! J'adorerais un appel vidéo mais mon appli de sécurité demande une inscription d'abord {short}",
	)
	scam("fr-sms-groupe-bourse", "investment_scam", tab{},
		"Bonjour, je suis {fname}, assistante d'un analyste financier. Nous partageons 2 à 3 conseils boursiers gratuits par semaine sur WhatsApp. Répondez 1 pour rejoindre.",
		"Félicitations ! Vous avez été ajouté(e) à notre groupe VIP d'investisseurs. Le titre de la semaine dernière a pris {percent} %. Ajoutez notre mentor : {intl}",
		"Bonjour {name}, désolée pour la réponse tardive. Notre outil d'IA boursière a 90 % de réussite. Je vous envoie la sélection du jour ?",
		"Notre allocation d'introduction en bourse est presque complète. Gain garanti pour les membres. Contact : {fullname} au {intl}",
		"J'ai gagné {amtl} ce trimestre grâce aux signaux de mon professeur. Si tu veux, je te présente, il prend peu d'élèves.",
	).note = "no link: investment group opener"
	scam("fr-email-alerte-securite-pc", "tech_support", tab{"brand;bt;dom": {"Microsoft Windows Defender;defender;microsoft.com", "Sécurité Apple;apple;apple.com", "Support Microsoft;microsoft;microsoft.com", "iCloud;icloud;icloud.com"}},
		"Subject: Alerte de sécurité : cheval de Troie détecté\nWindows Defender a détecté un logiciel espion sur cet ordinateur (code d'erreur #0x{code6}).\nVos données bancaires, mots de passe et photos sont menacés.\nN'éteignez pas l'ordinateur. Appelez le support Microsoft : {tel}",
		"Subject: Votre stockage iCloud est plein - vos photos vont être supprimées\nCher client,\nvotre stockage est plein et vos photos seront supprimées le {date}. En tant que client fidèle, recevez 50 Go gratuits : {hurl}",
		"Subject: Votre identifiant Apple a été verrouillé\nVotre identifiant a été verrouillé suite à une connexion depuis {country}.\nPour le déverrouiller, appelez l'assistance Apple au {tel}. Gardez votre appareil à portée de main.",
		"Subject: Activité suspecte sur votre adresse IP {ip}\nNotre système a détecté une activité illégale depuis votre réseau. Votre licence est bloquée.\nContactez un technicien agréé au {tel}. Dossier n° {case}.",
		"Subject: Pare-feu expiré - votre PC n'est plus protégé\nVotre protection {brand} a expiré aujourd'hui. Renouvelez pour {amtr} ou appelez le {tel}.",
	)
	scam("fr-sms-enquete-cadeau", "lottery", tab{"brand;bt": {"Carrefour;carrefour", "Leclerc;leclerc", "Lidl;lidl", "Intermarché;intermarche", "Auchan;auchan", "Action;action"}},
		"{brand} : vous avez été choisi(e) pour notre enquête de 30 secondes. Recevez une récompense de {amtr} : {surl}",
		"Merci pour vos achats chez {brand} ! Répondez à 4 questions et recevez votre cadeau exclusif : {surl}",
		"{name}, votre cadeau fidélité {brand} vous attend ! Seulement {fee} de frais de livraison : {surl}",
		"Anniversaire {brand} : 1 aspirateur Dyson sur 500 pour {fee}. Aujourd'hui seulement : {surl}",
		"Récompense client : vous avez gagné une carte cadeau {brand}. Vérifiez vos informations de livraison {short}",
	)
	scam("fr-email-heritage-avance", "other", tab{"lawyer": {"Maître Jean-Claude Koffi", "Dr Ahmed Traoré", "Mme Hélène Morrison", "Maître Pierre Williams", "M. Kwame Mensah"}},
		"Subject: Proposition confidentielle\nCher ami,\nJe suis {lawyer}, avocat d'un client décédé sans testament qui laisse un dépôt de {amtl}. Comme vous portez le même nom, je propose de vous présenter comme héritier. Nous partagerons 50/50.\nMerci de répondre avec vos nom complet et numéro de téléphone.",
		"Subject: Notification d'héritage\nCher(e) {name} {last},\nNous cherchons à vous joindre au sujet d'un héritage non réclamé de {amtl}. Pour lancer le transfert, des frais de dossier de {amtm} sont nécessaires.\n{lawyer}",
		"Subject: Votre indemnisation\nÀ l'attention du bénéficiaire,\nLe fonds d'indemnisation des victimes d'escroquerie a approuvé une indemnité de {amtl} en votre faveur. Contactez la banque payeuse à {replyto}.",
		"Subject: Don de ma fortune\nBonjour,\nJe suis une veuve malade et je souhaite faire don de {amtl} à une œuvre caritative par votre intermédiaire. Répondez-moi pour les détails de la banque.\n{lawyer}",
		"Subject: Livraison de votre colis diplomatique\nVotre colis contenant {amtl} est à l'aéroport. Réglez les frais de dédouanement de {amtm} à l'agent diplomatique pour le libérer. Contact : {replyto}",
	)
	scam("fr-sms-location-caution", "other", tab{"site": {"Leboncoin", "SeLoger", "PAP", "Facebook Marketplace", "La Carte des Colocs"}},
		"Bonjour, pour l'appartement sur {site} : il est toujours disponible. Je suis à l'étranger, si vous envoyez la caution de {amtm} je vous envoie les clés par la poste.",
		"Bonjour, merci pour votre intérêt. Beaucoup de demandes, le premier qui verse la caution de {amtm} l'obtient. IBAN : {ibanlt}",
		"La chambre est à vous si vous virez le premier loyer ({amtm}) aujourd'hui via le paiement sécurisé Airbnb : {surl}",
		"Bonjour, je suis le propriétaire. Pour visiter, envoyez une capture de votre solde bancaire et {amtr} de frais de réservation.",
		"Bonjour {name}, la maison est toujours à louer. Remplissez le dossier et réglez {amtr} de frais de vérification : {surl}",
	)

	genuine("fr-email-banque-fraude-verif", "bank_alert", tab{"brand;dom;bt": frBanks},
		"Subject: Merci de vérifier une opération récente\nBonjour {name},\n\nNous avons remarqué un paiement inhabituel de {amtm} chez {merchant} avec votre carte se terminant par {l4}. Par précaution, il a été suspendu.\n\nOuvrez l'application {brand} pour nous dire si vous en êtes à l'origine. Nous ne vous demanderons jamais de cliquer sur un lien, de faire un virement ou de communiquer un code.\n\n{brand}",
		"Subject: Votre carte est temporairement bloquée\nBonjour {name}, votre carte se terminant par {l4} a été bloquée après une tentative de paiement non reconnue. Pour la débloquer, validez le paiement dans l'appli ou appelez le numéro au dos de votre carte.",
		"Subject: Une nouvelle carte vous a été envoyée\nPar précaution, nous avons remplacé votre carte se terminant par {l4}. Vous la recevrez sous 3 à 5 jours ouvrés. Vous n'avez rien d'autre à faire.\n{brand}",
		"Subject: Votre découvert\nBonjour {name}, votre compte est passé en découvert de {amt} le {date}. Consultez votre solde dans l'appli. Aucune action si vous avez déjà approvisionné votre compte.\n{brand}",
	)
	genuine("fr-sms-livreur", "delivery", tab{"brand": {"Amazon", "Chronopost", "DPD", "Colissimo", "Carrefour Drive", "Uber Eats"}},
		"{brand} : votre livreur {name2} est à 4 arrêts. Arrivée estimée entre {time} et {time2}.",
		"Bonjour, {name2} livreur {brand}, je suis en bas mais personne ne répond. Je laisse le colis chez le voisin ou au gardien ?",
		"{brand} : votre commande arrive aujourd'hui entre {time} et {time2}. Indiquez un lieu sûr si vous êtes absent.",
		"{brand} : livré ! Votre colis a été remis en main propre. Photo disponible dans l'appli.",
		"Votre créneau {brand} demain : {time}-{time2}. Pour le modifier, passez par l'appli.",
	)
	genuine("fr-email-voyage-reservation", "order", tab{"brand;dom": {"SNCF Connect;sncf-connect.com", "Booking.com;booking.com", "Air France;airfrance.fr", "Airbnb;airbnb.fr", "BlaBlaCar;blablacar.fr", "Ouigo;ouigo.com"}},
		"Subject: Votre réservation est confirmée - {ref}\nBonjour {name},\n\nVotre réservation à {city} est confirmée.\nArrivée : {date}\nDépart : {date2}\nPrix total : {amtm}\n\nGérer ma réservation : https://www.{dom}/\n\nÀ bientôt !",
		"Subject: Votre billet électronique {pnr}\nBonjour {name} {last},\nMerci d'avoir voyagé avec {brand}. Référence de dossier : {pnr}. Départ pour {city} le {date} à {time}.\nL'enregistrement en ligne ouvre 24 heures avant le départ sur {dom}.",
		"Subject: Vos billets du {date}\nBonjour {name}, voici vos billets pour {city}. Présentez le QR code dans l'appli au contrôle. Total payé : {amt}.\n{brand}",
		"Subject: Rappel de réservation\nVotre séjour commence dans 3 jours. Les instructions d'arrivée de l'hôte sont dans l'appli. Des questions ? Écrivez à votre hôte uniquement via {brand}.",
	)
	genuine("fr-sms-resto-reservation", "appointment", tab{"place": {"Le Petit Zinc", "Big Mamma", "Chez Janou", "Hippopotamus", "Le Bouillon Pigalle", "L'Entrecôte"}},
		"Votre table pour {cnt} au {place} est confirmée {day} à {time}. Répondez C pour confirmer ou A pour annuler.",
		"{place} : nous avons hâte de vous accueillir ce soir à {time}. Un retard ? Appelez-nous au {tel}.",
		"Rappel TheFork : {place}, {date} à {time}, {cnt} personnes. Gérez votre réservation dans l'appli.",
		"Bonjour {name}, merci pour votre réservation au {place} ! Signalez-nous d'éventuelles allergies en répondant à ce message.",
		"{place} : votre table est prête ! Présentez-vous à l'accueil d'ici 10 minutes.",
	)
	genuine("fr-email-famille-argent", "personal_money", tab{"thing": {"le gîte des vacances", "le cadeau de maman", "le cadeau de mariage", "le week-end camping", "le chalet au ski", "le pot de départ de papa"}},
		"Subject: Argent pour {thing}\nCoucou {name},\n\nJ'ai payé l'acompte pour {thing}, ça fait {amtm}. Ta part est de {amtr}, pas d'urgence, quand tu seras payé(e).\n\nBisous,\n{name2}",
		"Subject: RE: {thing}\nMerci, j'ai bien reçu ton virement ! Je réserve ce soir. On partage aussi l'essence ?\n{name2}",
		"Subject: Tickets pour {thing}\nCoucou, voici les tickets pour {thing}. Total {amtm}, soit {amtr} chacun. Rembourse-moi sur Tricount ou par virement, comme tu préfères.\n{name2}",
		"Subject: Sous pour la fac\nCoucou {name}, on t'a viré {amtr} pour les livres du semestre. Dis-nous si tu as besoin d'aide pour le loyer. Bises, papa et maman",
		"Subject: {thing} - les comptes\nBon, j'ai fait les comptes pour {thing}. {name} me doit {amtr}, le reste est réglé. Dites-moi si je me suis trompé !",
	)
	genuine("fr-email-amis", "personal", tab{},
		"Subject: Les photos du week-end\nCoucou {name},\n\nVoici les photos de samedi, celle au bord du lac est ma préférée. Merci encore pour l'accueil !\n\n{name2}",
		"Subject: On se voit bientôt ?\nSalut {name}, ça fait une éternité ! Tu es libre pour un café la semaine prochaine ? Je suis dispo {day} et le {date}.\n{name2}",
		"Subject: RE: la recette\nVoilà la recette des lasagnes promise. L'astuce : laisser reposer 20 minutes. Bon appétit !\n{name2}",
		"Subject: Club de lecture\nCoucou à tous, le livre du mois prochain est dans la liste que j'ai envoyée. On se retrouve chez moi le {date}, apportez à grignoter !\n{name2}",
		"Subject: Félicitations !\n{name}, je viens d'apprendre pour ton nouveau poste, trop contente pour toi ! Il faut fêter ça. {name2}",
	)
	genuine("fr-email-travail-rh-it", "work", tab{"co": {"atelier-dumont.fr", "groupe-verdier.fr", "cabinet-lemaire.fr", "studio-ocre.com", "transports-bertin.fr"}},
		"Subject: Votre bulletin de paie est disponible\nBonjour {name},\nVotre bulletin de paie du mois est disponible dans votre coffre-fort numérique. Connectez-vous comme d'habitude depuis l'intranet.\nService RH",
		"Subject: Maintenance informatique {day}\nBonjour à tous,\nLa messagerie et le VPN seront indisponibles {day} à partir de {time} pendant environ une heure. Aucune action n'est nécessaire. La DSI ne vous demandera jamais votre mot de passe.\nSupport informatique",
		"Subject: Demande de congés validée\nBonjour {name}, votre demande de congés du {date} au {date2} a été validée par {name2}. Bonnes vacances !",
		"Subject: Rappel : formation sécurité\nBonjour {name}, merci de suivre le module de sensibilisation au hameçonnage sur la plateforme de formation avant le {date}. Durée : 20 minutes.\nSécurité informatique",
		"Subject: Arrivée d'un nouveau collaborateur\nBonjour {name}, l'ordinateur de {name2} {last2} est prêt au service informatique. Merci de le récupérer pour son accueil {day}.",
	)
	genuine("fr-sms-service-public", "service", tab{},
		"Ameli : votre attestation de droits est disponible dans votre compte ameli. Ce SMS ne nécessite aucune réponse.",
		"ANTS : votre demande de passeport est validée. Vous serez prévenu(e) par SMS quand il sera disponible en mairie.",
		"Mairie de {city} : la collecte des encombrants aura lieu le {date}. Infos sur le site de la ville.",
		"Impots.gouv : la date limite de déclaration en ligne approche pour votre département. Déclarez sur impots.gouv.fr. La DGFiP ne vous demande jamais vos coordonnées bancaires par SMS.",
		"France Travail : rappel de votre rendez-vous avec votre conseiller le {date} à {time}. En cas d'empêchement, prévenez-nous depuis votre espace.",
		"Vigicrues : vigilance orange crues pour votre commune à partir de {time}. Suivez les consignes des autorités.",
	)
}

func init() {
	scam("fr-email-sextorsion", "other", tab{},
		"Subject: Je connais votre mot de passe\nBonjour,\nJ'ai accès à votre appareil depuis des mois et je vous ai filmé avec votre webcam pendant que vous regardiez des sites pour adultes. Envoyez {btc} BTC à {btcaddr} sous 48 heures, sinon la vidéo part à tous vos contacts.",
		"Subject: {mail}\nVous ne me connaissez pas mais je vous connais très bien. Mon logiciel a enregistré votre écran et votre caméra. Payez {amtm} en Bitcoin sur ce portefeuille : {btcaddr}. Vous avez 2 jours. N'allez pas à la police.",
		"Subject: Votre compte a été piraté\nJ'ai votre historique de navigation et une vidéo de vous. Virez {amtm} en BTC à {btcaddr} et tout sera effacé. Le compte à rebours a commencé à l'ouverture de ce mail.",
		"Subject: Dernier avertissement\n{name}, j'ai récupéré tous vos contacts et une vidéo compromettante. Sans {amtm} en Bitcoin d'ici 50 heures, elle sera envoyée à votre famille et vos collègues. Portefeuille : {btcaddr}",
		"Subject: Convocation - Brigade de protection des mineurs\nMadame, Monsieur,\nsuite à une saisie informatique, vous êtes poursuivi(e) pour consultation de contenus illicites. Pour éviter des poursuites, répondez sous 72 heures à {replyto} avec vos justifications.\nCommissaire {last2}",
	)
	scam("fr-sms-coupure-energie", "other", tab{"brand": {"EDF", "Engie", "TotalEnergies", "Ekwateur", "Enedis"}},
		"{brand} : votre électricité sera coupée dans 2 heures suite à un impayé de {amtm}. Appelez le {mob} pour régler.",
		"DERNIER AVIS {brand} : coupure programmée aujourd'hui. Pour l'éviter, réglez {amtm} par coupons PCS. Appelez le {mob}.",
		"{brand} : votre dernier prélèvement a été rejeté. Un technicien passe couper le compteur. Appelez le {tel} pour l'annuler.",
		"{brand} : vous avez été facturé(e) {amt} en trop. Répondez avec votre numéro de carte pour être remboursé(e).",
		"Service facturation {brand} : votre contrat est en défaut de paiement. Régularisez dans l'heure au {mob} pour éviter la suspension.",
	)
	scam("fr-sms-vinted-leboncoin-acheteur", "other", tab{"site": {"Leboncoin", "Vinted", "Facebook Marketplace", "Le Bon Coin"}},
		"Bonjour, votre annonce sur {site} est toujours dispo ? Je prends au prix, je suis en déplacement, un transporteur passera la récupérer. Je paie par virement.",
		"Bonjour, je vous ai envoyé {amtm} par erreur au lieu de {amt}. Merci de me rembourser la différence, désolé pour le dérangement.",
		"C'est bon pour moi, j'ai payé via la livraison sécurisée {site}. Cliquez pour recevoir votre argent : {surl}",
		"Bonjour, pour vérifier que vous êtes réel, pouvez-vous m'envoyer le code à 6 chiffres que vous venez de recevoir par SMS ? Trop d'arnaques sur {site}.",
		"Paiement effectué ! Ma banque dit qu'il faut un compte professionnel pour le recevoir, frais {amtr}, que je rajoute au prix.",
	)
	scam("fr-email-dons-humanitaire", "other", tab{"cause": {"les victimes du séisme au Maroc", "les inondations au Pakistan", "les enfants de Gaza", "les sinistrés des incendies", "les orphelins ukrainiens"}},
		"Subject: Appel urgent : aidez {cause}\nCher ami,\n\nChaque heure compte. Les familles ont besoin de nourriture, d'eau et d'un abri. Un don de {amtr} nourrit une famille pendant une semaine.\n\nJe donne : {hurl}\n\nNous acceptons aussi le Bitcoin : {btcaddr}",
		"Subject: Votre reçu fiscal est en attente\nMerci pour votre soutien à {cause}. Votre don de {amtr} n'a pas été finalisé. Finalisez-le ici : {hurl}",
		"Subject: Pouvez-vous aider aujourd'hui ?\nBonjour {name},\nje suis bénévole pour {cause}. Les virements sont bloqués, nous collectons des cartes cadeaux Amazon. Envoyez les codes à {replyto}.\n{fullname}",
		"Subject: Votre don doublé jusqu'à minuit\nJusqu'à minuit, chaque don pour {cause} est doublé. Donnez {amtr} : {hurl}\nAssociation n° {case}",
		"Subject: Merci du terrain\nCher donateur,\nvotre générosité a sauvé des vies. Aujourd'hui nous faisons de nouveau appel à vous pour {cause}. Répondez et notre équipe vous appellera pour prendre votre carte en toute sécurité.",
	)
	scam("fr-email-messagerie-quota", "phishing_other", tab{"brand;bt;dom": {"Orange Mail;orange;orange.fr", "Microsoft 365;office365;microsoft.com", "SFR Mail;sfr;sfr.fr", "Free Zimbra;free;free.fr", "Support informatique;helpdesk;microsoft.com"},
		"doc": {"Facture_T3.pdf", "Virement_salaire.xlsx", "Contrat_signé.docx", "Avis_de_paiement.pdf", "Primes_2025.xlsx"}},
		"Subject: Votre mot de passe expire aujourd'hui\n{brand}\n\nLe mot de passe de {mail} expire aujourd'hui. Pour conserver votre mot de passe actuel, confirmez-le ci-dessous.\n\nConserver mon mot de passe : {hurl}",
		"Subject: {cnt2} messages en attente de livraison\nVotre boîte {mail} a dépassé son quota. {cnt2} messages sont bloqués.\n\nLibérer les messages : {hurl}\n\nSans action sous 24 heures, ils seront supprimés.",
		"Subject: {name2} a partagé « {doc} » avec vous\n{name2} {last2} vous a partagé un fichier.\n\n{doc}\n\nOuvrir : {hurl}",
		"Subject: Nouveau message vocal du {mob}\nVous avez un nouveau message vocal (0:4{cnt}).\nÉcouter : {hurl}\nVous devrez vous identifier avec votre compte de messagerie.",
		"Subject: Demande de désactivation de votre boîte\nBonjour {name},\nnous avons reçu une demande de fermeture de {mail}. Si vous n'êtes pas à l'origine de cette demande, annulez-la : {hurl}\nSupport",
	)
	scam("fr-sms-compte-vinted-leboncoin", "phishing_other", tab{"brand;bt;dom": {"Leboncoin;leboncoin;leboncoin.fr", "Vinted;vinted;vinted.fr", "Netflix;netflix;netflix.com", "Canal+;canalplus;canalplus.com", "Disney+;disneyplus;disneyplus.com"}},
		"{brand} : votre compte a été suspendu suite à un signalement. Vérifiez votre identité pour le réactiver : {surl}",
		"{brand} : votre paiement a échoué, votre abonnement sera suspendu aujourd'hui. Mettez à jour votre carte : {surl}",
		"{brand} : un acheteur a réglé votre article ({amt}). Confirmez vos coordonnées pour recevoir l'argent : {surl}",
		"{brand} : connexion inhabituelle depuis {country}. Sécurisez votre compte : {surl}",
		"{brand} : profitez de 3 mois offerts, confirmez simplement votre moyen de paiement : {surl}",
	)
}

// Third round of French families: hard cases on both sides.
func init() {
	scam("fr-sms-code-banque-copie", "phishing_bank", tab{"brand;dom;bt": frBanks},
		"{brand} : votre code de sécurité est {code6}. Une personne tente d'ajouter un bénéficiaire. Si ce n'est pas vous, appelez le service fraude au {mob}.",
		"{code6} est votre code {brand}. Ne le partagez pas. Si vous n'avez rien demandé, annulez la demande sur {surl}",
		"Code {brand} : {code6}. Un virement de {amtm} est en attente de validation. Vous ne le reconnaissez pas ? Appelez le {mob}.",
		"{brand} : code {code6} pour l'activation d'un nouveau téléphone. Ce n'est pas vous ? Contactez notre cellule sécurité au {tel}.",
		"{brand} : {code6} est votre code de connexion sur un nouvel appareil. Compte à risque ? Appelez le {intl} 7j/7.",
	).note = "copies the wording of genuine one-time codes"
	scam("fr-sms-code-envoye-par-erreur", "phishing_other", tab{"brand": {"WhatsApp", "Instagram", "Leboncoin", "Vinted", "Snapchat"}},
		"Coucou désolée, je t'ai envoyé un code à 6 chiffres par erreur au lieu de mon numéro. Tu peux me le renvoyer stp ? C'est urgent 🙏",
		"Salut c'est {name2} ! {brand} a envoyé mon code sur ton numéro par erreur, tu peux me transférer le code que tu viens de recevoir ?",
		"Bonjour, je change de téléphone et la vérification {brand} est partie sur votre numéro. Pouvez-vous me donner le code ?",
		"{name} !! Je suis bloqué(e) sur {brand}, j'avais mis ton numéro en secours. Envoie-moi juste le code reçu, merci",
		"Bonjour, support {brand}. Pour garder votre compte actif, répondez avec le code que nous venons de vous envoyer.",
	).note = "account takeover by asking for a code, no link"
	scam("fr-sms-peage-stationnement", "phishing_other", tab{"brand;bt;dom": {"Ulys;ulys;ulys.vinci-autoroutes.com", "Bip&Go;bipandgo;bipandgo.com", "Sanef;sanef;sanef.com", "PayByPhone;paybyphone;paybyphone.fr", "Flowbird;flowbird;flowbird.fr"}},
		"{brand} : vous avez un passage de péage impayé de {fee}. Sans régularisation sous 72h, une indemnité de {amtr} sera appliquée : {surl}",
		"{brand} : votre stationnement du {date} n'a pas été réglé. Payez {fee} pour éviter un forfait post-stationnement : {surl}",
		"Péage en flux libre A79 : trajet non payé. Réglez {fee} en ligne avant le {date} : {surl}",
		"{brand} : le paiement de votre badge a échoué. Mettez à jour votre carte pour éviter la suspension : {surl}",
		"Rappel {brand} : facture n°{ref} impayée ({fee}). Régularisez maintenant : {surl}",
	)
	genuine("fr-sms-code-livraison", "otp", tab{"brand": {"Amazon", "Chronopost", "Colissimo", "DPD", "Mondial Relay", "Boulanger"}},
		"{brand} : votre code de livraison est {code4}. Donnez-le au livreur uniquement à la remise du colis.",
		"Votre code de retrait {brand} : {code6}. Présentez-le au point relais avec une pièce d'identité.",
		"{brand} : votre colis nécessite un code pour être remis. Communiquez le code {code4} au livreur à la livraison.",
		"Code consigne {brand} : {code6}. Valable jusqu'au {date}.",
		"Votre commande {brand} arrive aujourd'hui. Préparez ce code pour le livreur : {code4}",
	)
	genuine("fr-sms-groupe-famille", "personal", tab{},
		"Repas chez mamie {day} à {time}, amenez un dessert si vous pouvez",
		"Qui récupère les petits au foot ce soir ?",
		"Bien arrivés à l'hôtel, la vue est incroyable ! Photos plus tard 📸",
		"N'oubliez pas l'anniversaire de papa demain, j'ai commandé le gâteau",
		"Quelqu'un peut m'appeler quand il a 5 min ? Rien d'urgent, c'est pour le week-end",
		"Le plombier passe {day} entre {time} et {time2}, quelqu'un peut être là ?",
		"C'est les poubelles ce soir !",
	)
	genuine("fr-email-abonnement-recu", "order", tab{"brand;dom;item": {"Apple;apple.com;iCloud+ 200 Go", "Google;google.com;Google One 100 Go", "Spotify;spotify.com;Spotify Premium Personnel", "Netflix;netflix.com;Offre Standard", "Deezer;deezer.com;Deezer Premium", "Canal+;canalplus.com;Canal+ Essentiel"}},
		"Subject: Votre reçu {brand}\nReçu\nDate : {date}\nN° de commande : {ref}\n\n{item} (mensuel) .... {subamt}\nTotal : {subamt}\n\nSi vous n'êtes pas à l'origine de cet achat ou souhaitez résilier, gérez vos abonnements depuis votre compte sur {dom}.",
		"Subject: Votre abonnement a été renouvelé\nBonjour {name},\nVotre abonnement {item} a été renouvelé le {date} et votre carte se terminant par {l4} a été débitée de {subamt}.\nVous pouvez résilier à tout moment depuis votre compte.",
		"Subject: Évolution du prix de votre offre\nBonjour {name}, à partir du {date}, le prix de {item} passera à {subamt} par mois. Vous n'avez rien à faire pour conserver votre offre. Pour la modifier, rendez-vous dans votre compte sur {dom}.",
		"Subject: Votre essai gratuit se termine bientôt\nVotre essai gratuit de {item} se termine le {date}. Ensuite, {subamt} par mois vous seront facturés, sauf résiliation depuis votre compte.\n{brand}",
	)
}

// More phrasings for French families, written as real messages vary.
func init() {
	more("fr-sms-coucou-maman",
		"coucou c moi, nouveau tel. utilise plus l'ancien numéro. t'es dispo ?",
		"Maman c'est mon nouveau numéro !! Enregistre-le. J'ai un petit souci, tu peux m'aider maintenant ?",
		"Coucou {rel}, c'est {fname}. J'ai cassé mon téléphone au boulot 😩 c'est un numéro provisoire. Tu peux régler une facture pour moi aujourd'hui ? Je te l'envoie")
	more("fr-sms-colis-frais",
		"{brand} : tentative de livraison échouée le {date}. Votre colis sera retourné si vous ne confirmez pas une nouvelle date aujourd'hui : {surl}",
		"[{brand}] Mise à jour requise : code postal illisible. Confirmez-le pour éviter le retour de votre colis {surl}",
		"Votre colis est prêt mais les frais de {fee} ne sont pas réglés. Payez maintenant pour le recevoir demain : {surl}")
	more("fr-sms-banque-carte-bloquee",
		"{brand} : un nouveau bénéficiaire a été ajouté depuis un nouvel appareil. Si ce n'est pas vous, rendez-vous sur {surl} pour bloquer le virement",
		"URGENT {brand} : votre compte sera suspendu aujourd'hui. Confirmez vos informations sur {surl} pour continuer à utiliser votre carte.")
	more("fr-sms-amende-antai",
		"RAPPEL : votre avis de paiement de {amtr} (réf. {ref}) est toujours en attente. Évitez la majoration : {surl}",
		"{brand} : Notification d'infraction. Votre véhicule a été contrôlé le {date}. Consultez la photo et réglez l'amende : {surl}")
	more("fr-sms-otp-services",
		"Votre code de vérification Google est {code6}",
		"{code6} est votre code de vérification Netflix. Il expire dans 15 minutes.",
		"Code de vérification Snapchat : {code6}. Ne partagez ce code avec personne.",
		"Votre code de connexion SNCF Connect : {code6}")
	more("fr-sms-banque-alerte",
		"{brand} : paiement de {amt} chez {merchant}. Solde : {amtm}.",
		"{brand} Alerte : retrait de {amtr} le {date} sur le compte se terminant par {l4}. Ce n'est pas vous ? Appelez le numéro au dos de votre carte.")
	more("fr-sms-livraison-transporteur",
		"{brand} : votre colis vous attend dans votre consigne. Code et infos : {turl}",
		"Votre colis {brand} a été déposé dans votre boîte aux lettres à {time}. Suivi {trk}")
	more("fr-sms-faux-numero-drague",
		"Bonjour, excusez-moi, c'est bien le cabinet du Dr {last} ? Je voulais confirmer mon rendez-vous",
		"Coucou, tu viens à la soirée samedi ? C'est {fname} qui m'a donné ton numéro")
	more("fr-sms-perso-discussion",
		"J'arrive !",
		"Tu peux m'envoyer la photo d'hier ?",
		"Désolé j'ai raté ton appel, je suis en réunion. Je te rappelle dans 20 min")
	more("fr-sms-promo",
		"{brand} : votre code -{percent} % vous attend ! À utiliser avant dimanche sur {dom}. STOP au 36{code3}",
		"{name}, livraison offerte sur tout ce week-end chez {brand} ! {dom} Stop SMS 36{code3}")
	more("fr-sms-rdv-rappel",
		"Rappel Doctolib : RDV {day} {date} à {time} avec {place}. Pensez à annuler si vous ne pouvez pas venir.",
		"Vous avez rendez-vous demain à {time} chez {place}. En cas d'empêchement, merci de nous prévenir pour libérer le créneau.")
	more("fr-sms-emploi-taches",
		"Bonjour ! Nous recherchons du personnel à temps partiel, 100 % à distance, un téléphone suffit. Jusqu'à {amtday} par jour. Répondez OUI.",
		"Bonjour {name}, je suis {fname} du service recrutement. Votre profil correspond à notre poste d'assistant en ligne. Je vous envoie les détails sur Telegram ?")
	more("fr-sms-cpf-droits",
		"Dernier rappel : votre solde CPF de {amtm} sera perdu. Un conseiller peut vous inscrire aujourd'hui, répondez OUI ou appelez le {tel}.")
}

// Fourth round of French families.
func init() {
	genuine("fr-sms-fidelite-cagnotte", "marketing", tab{"brand;dom": {"Carrefour;carrefour.fr", "Leclerc;e.leclerc", "Sephora;sephora.fr", "Monoprix;monoprix.fr", "Intermarché;intermarche.com", "Fnac;fnac.com"}},
		"{brand} : votre cagnotte fidélité s'élève à {amtr}. Elle expire le {date}, utilisez-la en magasin ou sur {dom}. STOP au 36{code3}",
		"{brand} : vous avez gagné un avantage ! -{percent} % sur votre prochain achat, déjà chargé sur votre carte, sans code.",
		"Bonjour {name}, votre solde de points {brand} est de {cnt2}0. Découvrez vos offres personnalisées dans l'appli. STOP 36{code3}",
		"{brand} : points doublés sur tout ce week-end, il suffit de présenter votre carte. Conditions sur {dom}. Stop SMS 36{code3}",
		"{brand} : votre cadeau d'anniversaire vous attend dans l'appli. Valable 7 jours. STOP au 36{code3}",
	).note = "genuine loyalty message that looks like a prize"
	genuine("fr-email-appli-bilan", "newsletter", tab{"brand;dom": {"Duolingo;duolingo.com", "Strava;strava.com", "Babbel;babbel.com", "Petit Bambou;petitbambou.com", "Deezer;deezer.com", "Withings;withings.com"}},
		"Subject: Votre bilan de la semaine\nBonjour {name},\nvoici votre semaine sur {brand} : {cnt} jours actifs, {cnt2} minutes au total. Continuez comme ça !\nOuvrez l'appli pour le détail.\nVous pouvez modifier vos préférences d'e-mail dans les Paramètres.",
		"Subject: Votre mois en résumé\n{name}, beau mois ! Retrouvez vos temps forts et les nouveautés du mois.\nhttps://www.{dom}/\nSe désabonner des résumés mensuels depuis votre compte.",
		"Subject: Les nouveautés de {brand}\nCette mise à jour apporte le mode hors ligne, un nouveau design et une synchro plus rapide. Mettez l'appli à jour pour les découvrir.\nL'équipe {brand}",
		"Subject: Nos conseils pour profiter de {brand}\nBonjour {name}, voici trois astuces plébiscitées par la communauté. À lire sur https://blog.{dom}/",
	)
	genuine("fr-sms-coloc-argent", "personal_money", tab{"bill": {"l'électricité", "le gaz", "la box internet", "l'eau", "la taxe ordures", "le ménage"}},
		"Coloc : la facture pour {bill} est arrivée, ça fait {amtr} chacun. Vous pouvez virer avant vendredi ?",
		"J'ai payé {bill} aujourd'hui, Tricount à jour. Tu me dois {amtr} quand tu peux",
		"Hello, le loyer tombe le 1er, je fais mon virement ce soir",
		"Le proprio veut la caution pour le nouvel appart avant {day}, on met {amtr} chacun ?",
		"Merci pour les {amtr} ! On est quittes 👍",
	)
	genuine("fr-sms-banque-nouvel-appareil", "account_security", tab{"brand;dom;bt": frBanks},
		"{brand} : vous vous êtes connecté depuis un nouvel appareil ({device}) le {date}. Si ce n'est pas vous, appelez le numéro au dos de votre carte.",
		"{brand} : votre application a été activée sur un nouveau téléphone. Ce n'est pas vous ? Contactez votre conseiller ; nous ne vous demanderons jamais vos codes.",
		"{brand} : votre numéro de téléphone a été modifié. Si vous n'êtes pas à l'origine de ce changement, contactez-nous via les coordonnées de {dom}.",
		"{brand} : votre code d'accès a été modifié. Si vous êtes à l'origine de ce changement, vous n'avez rien à faire.",
	)
	scam("fr-email-commande-paiement-echoue", "fake_delivery", tab{"brand;bt;dom": {"Amazon;amazon;amazon.fr", "Temu;temu;temu.com", "Shein;shein;shein.com", "Cdiscount;cdiscount;cdiscount.com", "AliExpress;aliexpress;aliexpress.com"}},
		"Subject: Votre commande n'a pas pu être expédiée\nBonjour {name},\nNous n'avons pas pu débiter votre moyen de paiement pour la commande {ord}, elle n'a donc pas été expédiée.\nMettez à jour vos informations sous 24 heures pour éviter l'annulation : {hurl}\nService client {brand}",
		"Subject: Livraison suspendue - commande {ord}\nCher client, votre colis est bloqué car l'adresse est incomplète. Confirmez votre adresse et réglez {fee} de frais de relivraison : {hurl}",
		"Subject: Action requise sur votre commande\nVotre commande {brand} ({amt}) a été signalée. Pour la débloquer, vérifiez votre compte : {hurl}",
		"Subject: Votre colis est revenu à l'entrepôt\nNous avons tenté de livrer la commande {ord} deux fois. Pour une dernière livraison, réglez {fee} de frais de stockage : {hurl}",
	)
	scam("fr-email-recuperation-crypto", "investment_scam", tab{"org": {"Cabinet de Recouvrement Crypto", "Blockchain Récupération SAS", "Fonds Victimes Europe", "Experts Chargeback", "Cellule de Traçage d'Actifs"}},
		"Subject: Nous pouvons récupérer vos fonds\nBonjour {name},\nNos dossiers indiquent que vous avez perdu de l'argent sur une plateforme de trading. Nos agents ont tracé {amtl} vers un portefeuille que nous pouvons geler. Des honoraires de {amtm} sont nécessaires pour commencer.\n{org}",
		"Subject: Votre dossier est validé\nBonne nouvelle : la récupération de vos {btc} BTC a été validée. Réglez la taxe de déblocage de {amtm} pour recevoir vos fonds sous 48 heures.\nChargé de dossier : {fullname}",
		"Subject: Programme d'indemnisation des victimes\nBonjour, vous êtes recensé(e) comme victime d'une escroquerie financière. Vous avez droit à {amtl}. Envoyez votre pièce d'identité et votre RIB à {replyto}.",
		"Subject: Retrait bloqué - taxe due\nCher client, votre solde de {amtl} est disponible, mais le dépôt anti-blanchiment de {amtm} doit d'abord être réglé. Contactez votre gestionnaire sur WhatsApp {intl}.",
	)
	scam("fr-email-recompense", "lottery", tab{"brand;bt": {"Amazon;amazon", "Carrefour;carrefour", "Leroy Merlin;leroymerlin", "Apple;apple", "Decathlon;decathlon", "Fnac;fnac"}},
		"Subject: {name}, votre récompense vous attend\nFélicitations ! Vous avez été sélectionné(e) pour recevoir une carte cadeau {brand}. Réclamez-la avant le {date} : {hurl}\nOffre limitée à une par client.",
		"Subject: Confirmation de votre gain n°{ref}\nVotre participation a gagné une box mystère. Réglez seulement {fee} de frais de port : {hurl}",
		"Subject: Dernière chance : récompense fidélité\nCher client, vos points expirent aujourd'hui. Convertissez-les en bon d'achat {brand} : {hurl}",
		"Subject: Vous êtes notre client chanceux\nPour notre anniversaire, répondez à trois questions et tentez de gagner un iPhone neuf : {hurl}",
	)
	scam("fr-sms-romance-suite", "romance_scam", tab{},
		"Bonjour mon amour ☀️ bien dormi ? J'ai encore rêvé de toi cette nuit",
		"Mon cœur, je pense à toi sans arrêt. Quand ce contrat sera fini, on sera enfin ensemble ❤️",
		"Chérie, j'ai un petit souci avec mon compte ici. Je peux te demander quelque chose ? Ne te fâche pas",
		"Mon amour, la plateforme que mon oncle m'a montrée m'a rapporté {amtl} ce mois-ci. Je veux construire notre avenir, laisse-moi t'apprendre",
		"Bébé, la douane ne libère pas mon colis tant que je ne paie pas {amtm}. Je te rembourse dès que j'atterris, promis",
	).note = "no link: later messages of a romance conversation"
	scam("fr-email-remboursement-acces-distance", "tech_support", tab{"brand;bt": {"Amazon Prime;amazon", "Microsoft;microsoft", "PayPal;paypal", "Norton;norton", "Orange Assistance;orange"}},
		"Subject: Confirmation de remboursement {ref}\nCher client,\nVous avez droit à un remboursement de {amtm} pour votre abonnement {brand} résilié. Pour le traiter, notre technicien se connectera à votre ordinateur. Appelez le {tel} et installez AnyDesk lorsque demandé.",
		"Subject: Nous avons trop remboursé\nBonjour {name},\nPar erreur, nous avons remboursé {amtl} au lieu de {amtm} sur votre compte. Appelez le {tel} pour que notre équipe vous aide à restituer la différence via une prise en main à distance.",
		"Subject: Annulez votre renouvellement automatique\nVotre offre {brand} sera renouvelée aujourd'hui pour {amtm}. Pour annuler et être remboursé, appelez notre assistance au {tel} en gardant votre ordinateur allumé.",
		"Subject: Votre ticket d'assistance\nMerci d'avoir contacté {brand}. Pour finaliser votre remboursement, téléchargez notre outil sécurisé sur {hurl} et communiquez l'identifiant à 9 chiffres à l'agent au {tel}.",
	)
}

// Fifth round of French families.
func init() {
	scam("fr-sms-compte-suspendu", "phishing_other", tab{"brand;bt;dom": {"Amazon;amazon;amazon.fr", "Apple;apple;apple.com", "Netflix;netflix;netflix.com", "Microsoft;microsoft;microsoft.com", "Orange;orange;orange.fr", "SFR;sfr;sfr.fr"}},
		"{brand} : votre compte a été verrouillé suite à une activité suspecte. Vérifiez vos informations pour le réactiver : {surl}",
		"{brand} : nous n'avons pas pu traiter votre dernier paiement. Mettez à jour vos informations de facturation : {surl}",
		"Votre identifiant {brand} a été utilisé sur un nouvel appareil ({country}). Si ce n'est pas vous, sécurisez votre compte : {surl}",
		"{brand} : votre abonnement sera résilié aujourd'hui. Confirmez vos coordonnées bancaires {surl}",
		"[{brand}] Votre commande de {amtm} a été validée. Ce n'est pas vous ? Annulez ici : {surl}",
	)
	scam("fr-sms-impots-amende", "phishing_other", tab{"brand;bt;dom": {"impots.gouv;impots;impots.gouv.fr", "DGFiP;dgfip;impots.gouv.fr", "Finances publiques;finances;impots.gouv.fr"}},
		"{brand} : vous bénéficiez d'un remboursement de {amtm}. Complétez votre demande avant le {date} : {surl}",
		"{brand} : un défaut de paiement de votre taxe foncière a été constaté. Régularisez sous 48h pour éviter une majoration : {surl}",
		"{brand} : votre déclaration contient une erreur. Corrigez-la en ligne : {surl}",
		"Information {brand} : un avis de remboursement est disponible dans votre espace. Consultez-le : {surl}",
		"{brand} : dernier rappel avant saisie, montant dû {amtm}. Payez maintenant : {surl}",
	)
	genuine("fr-sms-notifications-quotidiennes", "service", tab{},
		"Votre chauffeur Uber arrive. Cherchez une Toyota Prius grise immatriculée {plate_fr}.",
		"Pharmacie du Centre : votre commande est prête. Présentez votre carte Vitale au comptoir.",
		"Médiathèque de {city} : le document que vous avez réservé est disponible. Il vous est réservé 7 jours.",
		"Pronote : nouvelle absence d'un professeur demain en 1re heure. Consultez l'application.",
		"Basic-Fit : votre séance {day} à {time} est confirmée. Annulez au moins 2 heures avant dans l'appli.",
		"SNCF : votre train de {time} est annoncé avec 15 min de retard. Infos dans l'appli SNCF Connect.",
	)
}
