package main

// French e-mail families. Written here.

func init() {
	// ---------------------------------------------------------------- scams: phishing_bank
	scam("fr-email-banque-verification", "phishing_bank", tab{"brand;dom;bt": append(frBanks, "PayPal;paypal.com;paypal")},
		"Subject: Action requise : vérification de votre compte\nCher(e) client(e),\n\nDans le cadre de la directive européenne DSP2, vous devez confirmer vos informations avant le {date}. Sans action de votre part, l'accès à votre espace en ligne sera restreint.\n\nAccéder à mon espace : {hurl}\n\nNous vous remercions de votre confiance.\nLe service clients {brand}",
		"Subject: Connexion inhabituelle détectée\nBonjour {name},\n\nNous avons détecté une tentative de connexion depuis un appareil inconnu ({device}, {country}). Par mesure de sécurité, votre compte a été temporairement bloqué.\n\nPour le débloquer, confirmez votre identité : {hurl}\n\nSans réponse sous 48 heures, votre carte sera désactivée.\n\nCordialement,\n{brand}",
		"Subject: Vous avez un nouveau message sécurisé\n{brand} - Messagerie sécurisée\n\nUn document important concernant votre compte est disponible. Pour le consulter, identifiez-vous : {hurl}\n\nMerci de ne pas répondre à ce courriel.",
		"Subject: Remboursement de {amt} en attente\nBonjour {name} {last},\n\nUn prélèvement a été effectué deux fois par erreur. Un remboursement de {amt} est en attente sur votre compte.\n\nPour le recevoir, confirmez la carte sur laquelle il doit être crédité : {hurl}\n\n{brand}",
		"Subject: Dernier rappel avant clôture\nMadame, Monsieur,\nvotre dossier n'est pas à jour au regard de la réglementation. Votre compte sera clôturé le {date} et les fonds bloqués.\nMettre à jour mon dossier : {hurl}\nRéférence : {ref}",
		"Subject: Votre carte bancaire a été suspendue\nNous n'avons pas pu vérifier vos dernières transactions : votre carte se terminant par {l4} a été suspendue.\nPour lever la suspension, mettez à jour vos informations : {hurl}",
	)

	// ---------------------------------------------------------------- scams: phishing_other
	scam("fr-email-impots-remboursement", "phishing_other", tab{"brand;dom;bt": {"impots.gouv.fr;impots.gouv.fr;impots", "DGFiP;impots.gouv.fr;dgfip", "Direction générale des Finances publiques;impots.gouv.fr;impots"}},
		"Subject: Remboursement d'impôt en attente\nBonjour,\n\nAprès le dernier calcul de votre impôt sur le revenu, vous êtes éligible à un remboursement de {amtm}.\n\nPour le recevoir, remplissez le formulaire en ligne avant le {date} : {hurl}\n\nLa Direction générale des Finances publiques",
		"Subject: Avis de remboursement - référence {ref}\nMadame, Monsieur,\nUne erreur de calcul a été constatée sur votre avis d'imposition. Le montant de {amtm} vous sera reversé après vérification de vos coordonnées bancaires.\nAccéder à mon espace particulier : {hurl}",
		"Subject: Relance : impôt non payé\nVotre paiement de {amtm} n'a pas été reçu. Une majoration de 10 % sera appliquée sans régularisation sous 48 heures.\nPayer en ligne : {hurl}\n{brand}",
		"Subject: Mise à jour obligatoire de vos informations\nBonjour {name},\nSuite à la réforme du prélèvement à la source, vous devez mettre à jour votre situation fiscale avant le {date}. Sans action, un taux par défaut sera appliqué.\n{hurl}",
		"Subject: Votre taxe d'habitation - trop-perçu\nNous avons constaté un trop-perçu de {amtm} sur votre taxe. Pour demander le remboursement, connectez-vous : {hurl}\nCordialement,\n{brand}",
	)

	// ---------------------------------------------------------------- scams: fake_delivery
	scam("fr-email-colis-douane", "fake_delivery", tab{"brand;bt;dom": frCarriersScam, "origin": {"de Chine", "du Royaume-Uni", "des États-Unis", "de Hong Kong", "de Suisse"}},
		"Subject: Votre colis {trk} est retenu en douane\nBonjour,\n\nVotre colis en provenance {origin} est arrivé sur notre plateforme mais ne peut être libéré avant le paiement des droits de douane de {fee}.\n\nRégler les frais : {hurl}\n\nSans paiement sous 5 jours, le colis sera retourné.\n\nService client {brand}",
		"Subject: Échec de livraison - action requise\nBonjour {name},\nNotre livreur s'est présenté le {date} mais l'adresse n'a pas pu être confirmée.\nMerci de mettre à jour vos préférences et de régler les frais de {fee} : {hurl}\n{brand}",
		"Subject: Affranchissement insuffisant\nUn envoi est en attente à votre nom. L'expéditeur n'a pas suffisamment affranchi l'envoi ({fee} restant dû).\nPour le recevoir, payez en ligne : {hurl}\nRéférence : {ref}",
		"Subject: Votre colis va être retourné\n{name}, après deux tentatives de livraison, votre colis ({trk}) sera renvoyé le {date2}. Pour le recevoir, confirmez votre adresse et réglez {fee} : {hurl}",
		"Subject: Facture TVA import - envoi {trk}\nVeuillez trouver ci-dessous la facture de TVA pour votre envoi en provenance {origin}.\nMontant : {fee}\nPaiement par carte : {hurl}",
	)

	// ---------------------------------------------------------------- scams: romance_scam
	scam("fr-email-romance-etranger", "romance_scam", tab{"job": {"ingénieur sur une plateforme pétrolière", "médecin militaire en mission de l'ONU", "capitaine de navire", "architecte veuf en mission à Dubaï", "chirurgien humanitaire"}},
		"{name={fname}}Subject: Bonjour de loin\nBonjour ma chère,\n\nJ'ai vu votre profil et je n'arrête pas de penser à votre sourire. Je m'appelle {mname}, je suis {job}. Je cherche une relation sérieuse. Écrivez-moi à {replyto}.\n\n{mname}",
		"{name={fname}}Subject: J'ai besoin de ton aide mon amour\nMa chérie {name},\n\nMes comptes sont bloqués jusqu'à la fin du contrat et je dois payer {amtm} pour mon billet d'avion afin de te rejoindre. Peux-tu me les envoyer en coupons PCS ou par Western Union ? Je te rembourse dès mon arrivée.\n\nÀ toi pour toujours,\n{mname}",
		"{name={fname}}Subject: Mon cœur t'appartient\nBonjour ma reine,\nJe veux t'envoyer un colis avec mes économies et de l'or pour le mettre en sécurité. Le diplomate a seulement besoin que tu règles les frais de livraison de {amtm}.\nTendrement, {mname}",
		"{name={fname}}Subject: Ne m'abandonne pas\n{name},\nJe sais qu'on ne se parle que depuis trois semaines mais je t'aime. Je suis bloqué à l'aéroport, la douane retient mes bagages et demande {amtm}. Tu es la seule personne en qui j'ai confiance.\n{mname}",
		"{name={fname}}Subject: Vu sur Facebook\nBonjour, je suis {mname}, 52 ans, {job}. Votre profil m'a touché. Je ne viens pas souvent ici, contactez-moi plutôt sur WhatsApp au {intl}.",
		"{name={fname}}Subject: J'espère que vous ne m'en voudrez pas\nBonjour {name},\n\nPardonnez-moi de vous écrire sans vous connaître. Je suis tombé sur votre profil et votre regard m'a dit que vous êtes une personne douce. Je m'appelle {mname}, j'ai 55 ans, je suis {job}. J'ai perdu ma femme il y a cinq ans et depuis je vis seul avec ma fille, qui est en pension en Suisse.\n\nJe ne suis pas un homme qui joue. Je cherche une femme avec qui partager le reste de ma vie. La connexion ici est mauvaise, il est plus simple de parler sur WhatsApp ou Telegram. Parlez-moi de vous, de vos passions.\n\nQue Dieu vous garde,\n{mname}",
	)

	// ---------------------------------------------------------------- scams: investment_scam
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

	// ---------------------------------------------------------------- scams: lottery
	scam("fr-email-loterie", "lottery", tab{"org": {"Loterie Internationale Euro Millions", "Fondation Française des Jeux", "Service des gains Microsoft", "Promotion Coca-Cola Monde", "Tirage annuel Google"}},
		"Subject: Notification de gain réf. {ref}\nCher bénéficiaire,\n\nVotre adresse électronique a été tirée au sort et vous avez gagné {amtl}.\n\nPour traiter votre dossier, contactez notre agent {fullname} à {replyto} avec vos nom, adresse, téléphone et une copie de votre pièce d'identité.\n\n{org}",
		"Subject: Félicitations, vous avez gagné !!!\nCher gagnant,\nVotre adresse fait partie des 10 gagnants de {amtl} lors du tirage {org} du {date}. Des frais de dossier de {amtm} sont nécessaires avant le versement.\nRépondez pour réclamer votre gain.",
		"Subject: Dernier avis : gain non réclamé\nBonjour {name},\nCeci est notre dernier avis concernant votre gain de {amtl}. Votre dossier sera clôturé le {date2} sans réponse. Contactez notre service au {intl}.\n{org}",
		"Subject: Formulaire de libération du gain\nCher gagnant,\nMerci de remplir le formulaire ci-joint et de le renvoyer avec les frais de dédouanement de {amtm} pour recevoir vos {amtl}.\n{fullname}\n{org}",
	)

	// ---------------------------------------------------------------- scams: other
	scam("fr-email-fovi-president", "other", tab{"boss": {"Philippe Marchand", "Isabelle Roux", "Laurent Dumas", "Catherine Vidal", "Olivier Perrin"}, "role": {"PDG", "Directeur général", "DAF", "Gérant"}},
		"Subject: Demande confidentielle\n{name}, êtes-vous à votre bureau ? J'ai besoin que vous vous occupiez d'une opération en toute discrétion. Répondez-moi dès que possible.\n\n{boss}\nEnvoyé de mon iPhone",
		"Subject: Urgent\nBonjour {name},\nJ'ai besoin que vous achetiez {cnt} cartes cadeaux Google Play de {amtr} pour des clients. C'est une surprise, gardez cela pour vous. Grattez-les et envoyez-moi les photos des codes. Je suis en réunion toute la journée.\n{boss}\n{role}",
		"Subject: Changement de coordonnées bancaires - facture {invoice}\nBonjour,\nSuite à un audit, nous avons changé de banque. Merci d'effectuer le règlement de {amtl} pour la facture {invoice}, ainsi que les prochains, sur notre nouveau compte :\nIBAN {ibanlt}\nL'ancien compte ne peut plus recevoir de fonds.\nCordialement,\n{fullname}\nService comptabilité",
		"Subject: Opération confidentielle - acquisition\n{name},\nNous finalisons une acquisition confidentielle et j'ai besoin d'un virement de {amtl} aujourd'hui. Notre avocat, Maître {last2}, vous contactera avec les détails. N'en parlez à personne avant l'annonce.\n{boss}, {role}",
		"Subject: Modification RIB pour la paie\nBonjour,\nJ'ai changé de banque et souhaite que mon salaire soit versé sur mon nouveau compte dès ce mois-ci. Nouveau RIB : {ibanfr}.\nMerci,\n{name2}",
	).note = "arnaque au président and false supplier bank details"

	// ---------------------------------------------------------------- genuine: bank_alert
	genuine("fr-email-banque-releve", "bank_alert", tab{"brand;dom;bt": frBanks},
		"Subject: Votre relevé de compte est disponible\nBonjour {name} {last},\n\nVotre relevé de compte du mois est disponible dans votre espace client.\n\nPour le consulter, connectez-vous à votre espace sur {dom} ou depuis l'application {brand}. Nous ne vous demanderons jamais vos codes par e-mail.\n\n{brand}",
		"Subject: Paiement important sur votre carte\nBonjour {name},\nUn paiement de {amtm} a été effectué chez {merchant} avec votre carte se terminant par {l4} le {date}.\nSi vous êtes à l'origine de ce paiement, aucune action n'est nécessaire. Sinon, faites opposition en appelant le numéro au dos de votre carte.",
		"Subject: Votre virement a bien été effectué\nVotre virement de {amtm} vers {fullname} a été exécuté le {date}.\nRetrouvez le détail dans votre espace client.\n{brand}",
		"Subject: Alerte solde\nLe solde de votre compte se terminant par {l4} est de {amt}, en dessous du seuil que vous avez choisi.\nVous pouvez modifier vos alertes dans l'application {brand}.\nCeci est un message automatique, merci de ne pas y répondre.",
	)

	// ---------------------------------------------------------------- genuine: delivery
	genuine("fr-email-livraison", "delivery", tab{"brand;trk;turl": frCarriers},
		"Subject: Votre colis est en route\nBonjour {name},\n\nVotre colis {trk} a été expédié. Livraison prévue le {date}.\n\nSuivre mon colis : {turl}\n\nVous n'avez rien à faire. En cas d'absence, vous pourrez choisir une autre option depuis la page de suivi.\n\n{brand}",
		"Subject: Votre colis a été livré\nVotre colis {trk} a été livré le {date} à {time}.\nSuivi : {turl}\nSi vous ne le trouvez pas, vérifiez auprès de vos voisins ou de votre gardien.",
		"Subject: Retard de livraison\nBonjour,\nEn raison des conditions météo, votre livraison est retardée. Nouvelle date estimée : {date}.\nDernier statut : {turl}\n{brand}",
		"Subject: Votre colis vous attend en point de retrait\n{name}, votre colis est disponible jusqu'au {date2}. Munissez-vous de votre pièce d'identité et du code de retrait {code6}.\nDétails : {turl}",
	)

	// ---------------------------------------------------------------- genuine: order
	genuine("fr-email-commande", "order", tab{"brand;dom": frShops,
		"item": {"Écouteurs sans fil", "Veste de pluie enfant", "Perceuse visseuse", "Chargeur USB-C 65 W", "Chaussures de running", "Lampe de chevet", "Roman de poche", "Tente 2 places"}},
		"Subject: Confirmation de votre commande n° {ord}\nBonjour {name},\n\nMerci pour votre commande. Nous vous préviendrons dès son expédition.\n\n{item}\nQuantité : 1\nTotal : {amt}\n\nSuivre ma commande : https://www.{dom}/mon-compte/commandes",
		"Subject: Votre commande a été expédiée\nBonne nouvelle {name}, votre commande {ord} est en route et devrait arriver le {date}.\n{item}\nSuivez votre colis depuis votre compte {dom}.",
		"Subject: Votre facture {brand}\nFacture n° {ord}\n{item} .... {amt}\nPayé par carte se terminant par {l4}\nMerci pour votre achat. Retour gratuit sous 30 jours.",
		"Subject: Nous avons bien reçu votre retour\nBonjour {name},\nNous avons reçu le retour de l'article {item}. Le remboursement de {amt} sera effectué sur votre moyen de paiement sous 5 à 7 jours.\nLe service client {brand}",
		"Subject: Votre commande est prête en magasin\nBonjour {name}, votre commande {ord} est disponible au retrait dans votre magasin {brand} de {city}. Vous avez 10 jours pour la récupérer.",
	)

	// ---------------------------------------------------------------- genuine: appointment
	genuine("fr-email-rdv", "appointment", tab{"place": {"Centre médical des Tilleuls", "Cabinet de radiologie Pasteur", "Midas", "Afflelou", "Laboratoire Cerballiance", "Cabinet d'ostéopathie Duval"}},
		"Subject: Confirmation de votre rendez-vous\nBonjour {name},\n\nNous vous confirmons votre rendez-vous chez {place} le {date} à {time}.\n\nEn cas d'empêchement, merci de nous prévenir au moins 24 heures à l'avance au {tel}.\n\nCordialement,\n{place}",
		"Subject: Rappel : votre rendez-vous de demain\nBonjour {name}, nous vous attendons demain à {time}. Pensez à apporter votre carte Vitale et votre ordonnance.\n{place}",
		"Subject: Votre réservation est confirmée\nRéférence : {ref}\nPrestation : bilan annuel\nDate : {date}, {time}\nLieu : {place}, {city}\nVous pouvez gérer votre réservation depuis votre compte.",
		"Subject: Il est temps de reprendre rendez-vous\nBonjour {name}, votre dernier contrôle chez {place} date d'il y a un an. Prenez rendez-vous en ligne ou au {tel}.\nCeci est un message automatique.",
	)

	// ---------------------------------------------------------------- genuine: marketing
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

	// ---------------------------------------------------------------- genuine: work
	genuine("fr-email-travail-facture", "work", tab{"co": {"atelier-dumont.fr", "groupe-verdier.fr", "cabinet-lemaire.fr", "studio-ocre.com", "transports-bertin.fr"}},
		"Subject: Facture {invoice} - mars\nBonjour {name},\n\nVeuillez trouver ci-joint notre facture {invoice} d'un montant de {amtm} pour les travaux réalisés en mars. Règlement à 30 jours comme d'habitude.\n\nN'hésitez pas si vous avez des questions.\n\nCordialement,\n{name2} {last2}",
		"Subject: RE: règlement facture {invoice}\nBonjour {name2},\nMerci pour la relance, la compta a programmé le virement pour vendredi. Vous devriez le recevoir lundi.\nBonne journée,\n{name}",
		"Subject: Note de frais déplacement {city}\nBonjour {name},\nJ'ai saisi ma note de frais pour le déplacement à {city} ({amtm}) dans l'outil. Justificatifs en pièce jointe. Tu peux valider quand tu as un moment ?\nMerci,\n{name2}",
		"Subject: Bon de commande validé\n{name}, le bon de commande {ref} pour les nouveaux ordinateurs ({amtm}) a été validé par la direction financière. Tu peux passer la commande chez le fournisseur habituel.\n{name2}",
		"Subject: Réunion déplacée à {time}\nBonjour à tous,\nLa réunion de demain sur le budget est déplacée à {time}, même salle. Ordre du jour inchangé.\nMerci,\n{name2}",
		"Subject: Absence\nBonjour, je suis absent(e) jusqu'au {date} avec un accès limité à mes e-mails. Pour toute urgence, merci de contacter {name2} {last2}.",
	)

	// ---------------------------------------------------------------- genuine: service
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
	scam("fr-email-caf-cpam-aide", "phishing_other", tab{"brand;dom;bt": {"CAF;caf.fr;caf", "Caisse d'allocations familiales;caf.fr;caf", "France Travail;francetravail.fr;francetravail", "Service-Public.fr;service-public.fr;servicepublic", "EDF;edf.fr;edf"}},
		"Subject: Versement de votre aide exceptionnelle\nBonjour {name},\n\nVous êtes éligible à une aide exceptionnelle de {amtm}. Pour en bénéficier, confirmez vos coordonnées bancaires avant le {date} : {hurl}\n\n{brand}",
		"Subject: Votre dossier est incomplet\nMadame, Monsieur,\nil manque une pièce justificative à votre dossier. Sans mise à jour sous 72 heures, vos prestations seront suspendues.\nCompléter mon dossier : {hurl}",
		"Subject: Trop-perçu à régulariser\nUn trop-perçu de {amtm} a été constaté sur vos prestations. Régularisez par carte bancaire pour éviter une procédure de recouvrement : {hurl}\n{brand}",
		"Subject: Remboursement sur votre facture\nBonjour,\nsuite à une erreur de facturation, vous allez être remboursé de {amt}. Merci de saisir vos informations de paiement : {hurl}\n{brand}",
		"Subject: Nouveau message dans votre espace\nUn nouveau courrier concernant vos droits est disponible. Consultez-le avant le {date} : {hurl}",
	)
	scam("fr-email-alerte-securite-pc", "tech_support", tab{"brand;bt;dom": {"Microsoft Windows Defender;defender;microsoft.com", "Sécurité Apple;apple;apple.com", "Support Microsoft;microsoft;microsoft.com", "iCloud;icloud;icloud.com"}},
		"Subject: Alerte de sécurité : cheval de Troie détecté\nWindows Defender a détecté un logiciel espion sur cet ordinateur (code d'erreur #0x{code6}).\nVos données bancaires, mots de passe et photos sont menacés.\nN'éteignez pas l'ordinateur. Appelez le support Microsoft : {tel}",
		"Subject: Votre stockage iCloud est plein - vos photos vont être supprimées\nCher client,\nvotre stockage est plein et vos photos seront supprimées le {date}. En tant que client fidèle, recevez 50 Go gratuits : {hurl}",
		"Subject: Votre identifiant Apple a été verrouillé\nVotre identifiant a été verrouillé suite à une connexion depuis {country}.\nPour le déverrouiller, appelez l'assistance Apple au {tel}. Gardez votre appareil à portée de main.",
		"Subject: Activité suspecte sur votre adresse IP {ip}\nNotre système a détecté une activité illégale depuis votre réseau. Votre licence est bloquée.\nContactez un technicien agréé au {tel}. Dossier n° {case}.",
		"Subject: Pare-feu expiré - votre PC n'est plus protégé\nVotre protection {brand} a expiré aujourd'hui. Renouvelez pour {amtr} ou appelez le {tel}.",
	)
	scam("fr-email-heritage-avance", "other", tab{"lawyer": {"Maître Jean-Claude Koffi", "Dr Ahmed Traoré", "Mme Hélène Morrison", "Maître Pierre Williams", "M. Kwame Mensah"}},
		"Subject: Proposition confidentielle\nCher ami,\nJe suis {lawyer}, avocat d'un client décédé sans testament qui laisse un dépôt de {amtl}. Comme vous portez le même nom, je propose de vous présenter comme héritier. Nous partagerons 50/50.\nMerci de répondre avec vos nom complet et numéro de téléphone.",
		"Subject: Notification d'héritage\nCher(e) {name} {last},\nNous cherchons à vous joindre au sujet d'un héritage non réclamé de {amtl}. Pour lancer le transfert, des frais de dossier de {amtm} sont nécessaires.\n{lawyer}",
		"Subject: Votre indemnisation\nÀ l'attention du bénéficiaire,\nLe fonds d'indemnisation des victimes d'escroquerie a approuvé une indemnité de {amtl} en votre faveur. Contactez la banque payeuse à {replyto}.",
		"Subject: Don de ma fortune\nBonjour,\nJe suis une veuve malade et je souhaite faire don de {amtl} à une œuvre caritative par votre intermédiaire. Répondez-moi pour les détails de la banque.\n{lawyer}",
		"Subject: Livraison de votre colis diplomatique\nVotre colis contenant {amtl} est à l'aéroport. Réglez les frais de dédouanement de {amtm} à l'agent diplomatique pour le libérer. Contact : {replyto}",
	)
	genuine("fr-email-banque-fraude-verif", "bank_alert", tab{"brand;dom;bt": frBanks},
		"Subject: Merci de vérifier une opération récente\nBonjour {name},\n\nNous avons remarqué un paiement inhabituel de {amtm} chez {merchant} avec votre carte se terminant par {l4}. Par précaution, il a été suspendu.\n\nOuvrez l'application {brand} pour nous dire si vous en êtes à l'origine. Nous ne vous demanderons jamais de cliquer sur un lien, de faire un virement ou de communiquer un code.\n\n{brand}",
		"Subject: Votre carte est temporairement bloquée\nBonjour {name}, votre carte se terminant par {l4} a été bloquée après une tentative de paiement non reconnue. Pour la débloquer, validez le paiement dans l'appli ou appelez le numéro au dos de votre carte.",
		"Subject: Une nouvelle carte vous a été envoyée\nPar précaution, nous avons remplacé votre carte se terminant par {l4}. Vous la recevrez sous 3 à 5 jours ouvrés. Vous n'avez rien d'autre à faire.\n{brand}",
		"Subject: Votre découvert\nBonjour {name}, votre compte est passé en découvert de {amt} le {date}. Consultez votre solde dans l'appli. Aucune action si vous avez déjà approvisionné votre compte.\n{brand}",
	)
	genuine("fr-email-voyage-reservation", "order", tab{"brand;dom": {"SNCF Connect;sncf-connect.com", "Booking.com;booking.com", "Air France;airfrance.fr", "Airbnb;airbnb.fr", "BlaBlaCar;blablacar.fr", "Ouigo;ouigo.com"}},
		"Subject: Votre réservation est confirmée - {ref}\nBonjour {name},\n\nVotre réservation à {city} est confirmée.\nArrivée : {date}\nDépart : {date2}\nPrix total : {amtm}\n\nGérer ma réservation : https://www.{dom}/\n\nÀ bientôt !",
		"Subject: Votre billet électronique {pnr}\nBonjour {name} {last},\nMerci d'avoir voyagé avec {brand}. Référence de dossier : {pnr}. Départ pour {city} le {date} à {time}.\nL'enregistrement en ligne ouvre 24 heures avant le départ sur {dom}.",
		"Subject: Vos billets du {date}\nBonjour {name}, voici vos billets pour {city}. Présentez le QR code dans l'appli au contrôle. Total payé : {amt}.\n{brand}",
		"Subject: Rappel de réservation\nVotre séjour commence dans 3 jours. Les instructions d'arrivée de l'hôte sont dans l'appli. Des questions ? Écrivez à votre hôte uniquement via {brand}.",
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
}

func init() {
	scam("fr-email-sextorsion", "other", tab{},
		"Subject: Je connais votre mot de passe\nBonjour,\nJ'ai accès à votre appareil depuis des mois et je vous ai filmé avec votre webcam pendant que vous regardiez des sites pour adultes. Envoyez {btc} BTC à {btcaddr} sous 48 heures, sinon la vidéo part à tous vos contacts.",
		"Subject: {mail}\nVous ne me connaissez pas mais je vous connais très bien. Mon logiciel a enregistré votre écran et votre caméra. Payez {amtm} en Bitcoin sur ce portefeuille : {btcaddr}. Vous avez 2 jours. N'allez pas à la police.",
		"Subject: Votre compte a été piraté\nJ'ai votre historique de navigation et une vidéo de vous. Virez {amtm} en BTC à {btcaddr} et tout sera effacé. Le compte à rebours a commencé à l'ouverture de ce mail.",
		"Subject: Dernier avertissement\n{name}, j'ai récupéré tous vos contacts et une vidéo compromettante. Sans {amtm} en Bitcoin d'ici 50 heures, elle sera envoyée à votre famille et vos collègues. Portefeuille : {btcaddr}",
		"Subject: Convocation - Brigade de protection des mineurs\nMadame, Monsieur,\nsuite à une saisie informatique, vous êtes poursuivi(e) pour consultation de contenus illicites. Pour éviter des poursuites, répondez sous 72 heures à {replyto} avec vos justifications.\nCommissaire {last2}",
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
}

// Third round of French families: hard cases on both sides.
func init() {
	genuine("fr-email-abonnement-recu", "order", tab{"brand;dom;item": {"Apple;apple.com;iCloud+ 200 Go", "Google;google.com;Google One 100 Go", "Spotify;spotify.com;Spotify Premium Personnel", "Netflix;netflix.com;Offre Standard", "Deezer;deezer.com;Deezer Premium", "Canal+;canalplus.com;Canal+ Essentiel"}},
		"Subject: Votre reçu {brand}\nReçu\nDate : {date}\nN° de commande : {ref}\n\n{item} (mensuel) .... {subamt}\nTotal : {subamt}\n\nSi vous n'êtes pas à l'origine de cet achat ou souhaitez résilier, gérez vos abonnements depuis votre compte sur {dom}.",
		"Subject: Votre abonnement a été renouvelé\nBonjour {name},\nVotre abonnement {item} a été renouvelé le {date} et votre carte se terminant par {l4} a été débitée de {subamt}.\nVous pouvez résilier à tout moment depuis votre compte.",
		"Subject: Évolution du prix de votre offre\nBonjour {name}, à partir du {date}, le prix de {item} passera à {subamt} par mois. Vous n'avez rien à faire pour conserver votre offre. Pour la modifier, rendez-vous dans votre compte sur {dom}.",
		"Subject: Votre essai gratuit se termine bientôt\nVotre essai gratuit de {item} se termine le {date}. Ensuite, {subamt} par mois vous seront facturés, sauf résiliation depuis votre compte.\n{brand}",
	)
}

// Fourth round of French families.
func init() {
	genuine("fr-email-appli-bilan", "newsletter", tab{"brand;dom": {"Duolingo;duolingo.com", "Strava;strava.com", "Babbel;babbel.com", "Petit Bambou;petitbambou.com", "Deezer;deezer.com", "Withings;withings.com"}},
		"Subject: Votre bilan de la semaine\nBonjour {name},\nvoici votre semaine sur {brand} : {cnt} jours actifs, {cnt2} minutes au total. Continuez comme ça !\nOuvrez l'appli pour le détail.\nVous pouvez modifier vos préférences d'e-mail dans les Paramètres.",
		"Subject: Votre mois en résumé\n{name}, beau mois ! Retrouvez vos temps forts et les nouveautés du mois.\nhttps://www.{dom}/\nSe désabonner des résumés mensuels depuis votre compte.",
		"Subject: Les nouveautés de {brand}\nCette mise à jour apporte le mode hors ligne, un nouveau design et une synchro plus rapide. Mettez l'appli à jour pour les découvrir.\nL'équipe {brand}",
		"Subject: Nos conseils pour profiter de {brand}\nBonjour {name}, voici trois astuces plébiscitées par la communauté. À lire sur https://blog.{dom}/",
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
	scam("fr-email-remboursement-acces-distance", "tech_support", tab{"brand;bt": {"Amazon Prime;amazon", "Microsoft;microsoft", "PayPal;paypal", "Norton;norton", "Orange Assistance;orange"}},
		"Subject: Confirmation de remboursement {ref}\nCher client,\nVous avez droit à un remboursement de {amtm} pour votre abonnement {brand} résilié. Pour le traiter, notre technicien se connectera à votre ordinateur. Appelez le {tel} et installez AnyDesk lorsque demandé.",
		"Subject: Nous avons trop remboursé\nBonjour {name},\nPar erreur, nous avons remboursé {amtl} au lieu de {amtm} sur votre compte. Appelez le {tel} pour que notre équipe vous aide à restituer la différence via une prise en main à distance.",
		"Subject: Annulez votre renouvellement automatique\nVotre offre {brand} sera renouvelée aujourd'hui pour {amtm}. Pour annuler et être remboursé, appelez notre assistance au {tel} en gardant votre ordinateur allumé.",
		"Subject: Votre ticket d'assistance\nMerci d'avoir contacté {brand}. Pour finaliser votre remboursement, téléchargez notre outil sécurisé sur {hurl} et communiquez l'identifiant à 9 chiffres à l'agent au {tel}.",
	)
}
