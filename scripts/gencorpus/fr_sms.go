package main

// French SMS families. Written here.

func init() {
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
	scam("fr-sms-cpf-droits", "phishing_other", tab{"brand;bt;dom": {"Mon Compte Formation;moncompteformation;moncompteformation.gouv.fr", "CPF;cpf;moncompteformation.gouv.fr", "Caisse des Dépôts;cdc;caissedesdepots.fr"}},
		"{brand} : vos {amtm} de droits à la formation expirent le {date}. Utilisez-les gratuitement : {surl}",
		"Bonjour, il vous reste {amtm} sur votre CPF. Dernier jour pour en profiter : {surl}",
		"{brand} : votre compte sera clôturé faute de mise à jour. Connectez-vous avant le {date} : {surl}",
		"Vous avez droit à une formation financée à 100 %. Un conseiller vous rappelle au {mob}. Répondez OUI.",
		"{brand} INFO : vos droits sont éligibles au permis de conduire. Réservez avant la fin du mois : {surl}",
	)

	// ---------------------------------------------------------------- scams: fake_delivery
	scam("fr-sms-colis-frais", "fake_delivery", tab{"brand;bt;dom": frCarriersScam},
		"{brand} : votre colis n'a pas pu être livré car l'adresse est incomplète. Mettez-la à jour sous 24h : {surl}",
		"{brand} : votre colis est en attente. Des frais de réexpédition de {fee} doivent être réglés : {surl}",
		"Votre colis {trk} est bloqué au centre de tri. Confirmez vos informations de livraison : {surl}",
		"{brand} : nous n'avons pas pu livrer votre colis aujourd'hui. Programmez une nouvelle livraison : {surl}",
		"Bonjour, votre colis vous attend ! Des frais de douane de {fee} restent à payer avant le {date} : {surl}",
		"{brand} INFO : dernier avis avant retour de votre colis à l'expéditeur. {surl}",
		"Votre colis sera retourné à l'expéditeur si vous ne choisissez pas de créneau de livraison : {surl}",
	)

	// ---------------------------------------------------------------- scams: romance_scam
	scam("fr-sms-faux-numero-drague", "romance_scam", tab{},
		"Bonjour, c'est bien {name} ? C'est {fname}, on s'est rencontrés au cours de yoga la semaine dernière",
		"Désolée, qui est-ce ? Votre numéro est enregistré sous le nom de {name}... Enchantée, moi c'est {fname}, j'habite à {city}",
		"Bonjour, je crois que je me suis trompée de numéro, mais vous avez l'air gentil. Je m'appelle {fname}, vous êtes d'où ?",
	).note = "no link; first message of a pig-butchering conversation"

	// ---------------------------------------------------------------- scams: investment_scam
	scam("fr-sms-crypto-placement", "investment_scam", tab{"brand;bt": {"Binance;binance", "Coinbase;coinbase", "Crypto.com;cryptocom", "Bitpanda;bitpanda"}},
		"Transformez {amtr} en {amtm} en 7 jours grâce à notre robot de trading IA. Gains garantis, sans expérience. Inscription : {surl}",
		"Félicitations ! Votre compte {brand} a généré {btc} BTC. Retirez vos gains avant expiration : {surl}",
		"Bonjour, je suis {fname}, assistante du professeur {last}. Notre groupe boursier gratuit a gagné 38 % la semaine dernière. Ajoutez-moi sur WhatsApp {intl}",
		"{brand} : vous êtes éligible à un airdrop de jetons gratuits avant le {date} : {surl}",
		"Placement sécurisé à {percent} % par mois, capital garanti, retrait à tout moment. Places limitées : {short}",
		"Salut, c'est {name2}. Mon oncle travaille dans un fonds d'investissement, j'ai gagné {amtl} le mois dernier. Je te montre ? {surl}",
	)

	// ---------------------------------------------------------------- scams: tech_support
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
	scam("fr-sms-emploi-taches", "other", tab{"agency": {"Adecco", "Indeed", "Randstad", "Manpower", "Pôle Emploi", "Hays"}},
		"Bonjour, je suis {name2} de {agency}. Nous proposons un emploi flexible à distance : 60 à 90 min par jour, jusqu'à {amtday} par jour. Intéressé(e) ? Écrivez-moi sur WhatsApp {intl}",
		"Emploi à temps partiel : notez des produits en ligne depuis chez vous et gagnez {amtr} par tâche, payé chaque jour. Contact WhatsApp {intl}",
		"Bonjour, votre CV nous a été recommandé. Le poste rapporte {amtm} par semaine, sans expérience. Répondez OUI pour plus d'informations.",
		"Bonjour {name}, nous recrutons des testeurs d'applications. Tâches simples, {amtr} par jour. Ajoutez-moi sur Telegram @{rnd}_rh",
		"Nous avons bien reçu votre candidature. Pour commencer, rechargez votre compte de travail de {amtr}, remboursé avec votre commission : {surl}",
	)
	scam("fr-sms-faux-conseiller", "phishing_bank", tab{"brand;dom;bt": frBanks},
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

	// ---------------------------------------------------------------- genuine: delivery
	genuine("fr-sms-livraison-transporteur", "delivery", tab{"brand;trk;turl": frCarriers},
		"{brand} : votre colis {trk} sera livré aujourd'hui. Suivez-le : {turl}",
		"{brand} : votre colis arrive le {date} entre {time} et {time2}. Modifier la livraison : {turl}",
		"Bonjour {name}, votre colis {brand} a été livré dans votre boîte aux lettres. Suivi : {turl}",
		"{brand} : votre colis est disponible en point relais jusqu'au {date}. Présentez une pièce d'identité. Suivi : {turl}",
		"{brand} : nous sommes passés aujourd'hui mais vous étiez absent. Votre colis sera représenté demain. Suivi : {turl}",
		"Votre livreur {brand} {name2} arrive dans 30 minutes. Numéro de suivi : {trk}",
	)

	// ---------------------------------------------------------------- genuine: order
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

	// ---------------------------------------------------------------- genuine: marketing
	genuine("fr-sms-promo", "marketing", tab{"brand;dom": {"Sephora;sephora.fr", "Kiabi;kiabi.com", "Domino's;dominos.fr", "Intersport;intersport.fr", "Nocibé;nocibe.fr", "Picard;picard.fr", "Jules;jules.com", "La Redoute;laredoute.fr"}},
		"{brand} : -20 % sur TOUT, ce soir seulement ! Code DERNIERE20 sur {dom}. STOP au 36{code3}",
		"Dernière chance ! Jusqu'à -50 % chez {brand}, fin à minuit. {dom} Stop SMS 36{code3}",
		"{brand} : 2 pizzas achetées = la 3e offerte, aujourd'hui uniquement sur {dom}. STOP 36{code3}",
		"Vite {name} ! Votre bon de {percent} % expire dans 24h. Profitez-en sur {dom}. STOP au 36{code3}",
		"{brand} VENTE FLASH : -30 % supplémentaires pendant 6 heures. {dom}/soldes Stop SMS au 36{code3}",
		"{brand} : le Black Friday commence MAINTENANT ! Ne ratez rien sur {dom}. STOP 36{code3}",
	)

	// ---------------------------------------------------------------- genuine: account_security
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
	scam("fr-sms-enquete-cadeau", "lottery", tab{"brand;bt": {"Carrefour;carrefour", "Leclerc;leclerc", "Lidl;lidl", "Intermarché;intermarche", "Auchan;auchan", "Action;action"}},
		"{brand} : vous avez été choisi(e) pour notre enquête de 30 secondes. Recevez une récompense de {amtr} : {surl}",
		"Merci pour vos achats chez {brand} ! Répondez à 4 questions et recevez votre cadeau exclusif : {surl}",
		"{name}, votre cadeau fidélité {brand} vous attend ! Seulement {fee} de frais de livraison : {surl}",
		"Anniversaire {brand} : 1 aspirateur Dyson sur 500 pour {fee}. Aujourd'hui seulement : {surl}",
		"Récompense client : vous avez gagné une carte cadeau {brand}. Vérifiez vos informations de livraison {short}",
	)
	scam("fr-sms-location-caution", "other", tab{"site": {"Leboncoin", "SeLoger", "PAP", "Facebook Marketplace", "La Carte des Colocs"}},
		"Bonjour, pour l'appartement sur {site} : il est toujours disponible. Je suis à l'étranger, si vous envoyez la caution de {amtm} je vous envoie les clés par la poste.",
		"Bonjour, merci pour votre intérêt. Beaucoup de demandes, le premier qui verse la caution de {amtm} l'obtient. IBAN : {ibanlt}",
		"La chambre est à vous si vous virez le premier loyer ({amtm}) aujourd'hui via le paiement sécurisé Airbnb : {surl}",
		"Bonjour, je suis le propriétaire. Pour visiter, envoyez une capture de votre solde bancaire et {amtr} de frais de réservation.",
		"Bonjour {name}, la maison est toujours à louer. Remplissez le dossier et réglez {amtr} de frais de vérification : {surl}",
	)
	genuine("fr-sms-livreur", "delivery", tab{"brand": {"Amazon", "Chronopost", "DPD", "Colissimo", "Carrefour Drive", "Uber Eats"}},
		"{brand} : votre livreur {name2} est à 4 arrêts. Arrivée estimée entre {time} et {time2}.",
		"Bonjour, {name2} livreur {brand}, je suis en bas mais personne ne répond. Je laisse le colis chez le voisin ou au gardien ?",
		"{brand} : votre commande arrive aujourd'hui entre {time} et {time2}. Indiquez un lieu sûr si vous êtes absent.",
		"{brand} : livré ! Votre colis a été remis en main propre. Photo disponible dans l'appli.",
		"Votre créneau {brand} demain : {time}-{time2}. Pour le modifier, passez par l'appli.",
	)
	genuine("fr-sms-resto-reservation", "appointment", tab{"place": {"Le Petit Zinc", "Big Mamma", "Chez Janou", "Hippopotamus", "Le Bouillon Pigalle", "L'Entrecôte"}},
		"Votre table pour {cnt} au {place} est confirmée {day} à {time}. Répondez C pour confirmer ou A pour annuler.",
		"{place} : nous avons hâte de vous accueillir ce soir à {time}. Un retard ? Appelez-nous au {tel}.",
		"Rappel TheFork : {place}, {date} à {time}, {cnt} personnes. Gérez votre réservation dans l'appli.",
		"Bonjour {name}, merci pour votre réservation au {place} ! Signalez-nous d'éventuelles allergies en répondant à ce message.",
		"{place} : votre table est prête ! Présentez-vous à l'accueil d'ici 10 minutes.",
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
	genuine("fr-sms-parent-enfant", "personal", tab{},
		"Coucou maman, je rentre vers 20h ce soir. Tu veux que je passe prendre du pain ?",
		"Maman tu peux venir me chercher à la gare à {time} ? Le train est à l'heure",
		"Papa t'as vu mon chargeur ? Je crois que je l'ai laissé dans la voiture",
		"Coucou maman, bien arrivée ! Je t'appelle ce soir bisous",
		"Papa c'est moi, je suis chez Léa, sa mère me ramène après le dîner",
		"Maman t'as pensé à prendre le rdv chez le dentiste pour {day} ?",
		"Coucou maman, l'exam s'est bien passé je crois ! On se parle ce soir",
		"Salut papa, je peux ramener une copine dimanche midi ?",
		"Merci pour la carte mamie, gros bisous ❤️",
		"Maman la chaudière refait le même bruit, on appelle qui ?",
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
	scam("fr-sms-romance-suite", "romance_scam", tab{},
		"Bonjour mon amour ☀️ bien dormi ? J'ai encore rêvé de toi cette nuit",
		"Mon cœur, je pense à toi sans arrêt. Quand ce contrat sera fini, on sera enfin ensemble ❤️",
		"Chérie, j'ai un petit souci avec mon compte ici. Je peux te demander quelque chose ? Ne te fâche pas",
		"Mon amour, la plateforme que mon oncle m'a montrée m'a rapporté {amtl} ce mois-ci. Je veux construire notre avenir, laisse-moi t'apprendre",
		"Bébé, la douane ne libère pas mon colis tant que je ne paie pas {amtm}. Je te rembourse dès que j'atterris, promis",
	).note = "no link: later messages of a romance conversation"
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

func init() {
	// Prêts à frais avancés.
	scam("fr-sms-pret-frais-avance", "other", tab{"lender": {"Crédit Express", "FinanceFacile", "PrêtRapide", "Cofinance Plus", "CashDirect"}},
		"Bonne nouvelle {name} ! Votre prêt de {amtl} est pré-accordé sans justificatif. Réglez les frais de dossier de {amtm} pour recevoir les fonds : {surl}",
		"{lender} : votre demande de crédit de {amtl} est acceptée. Pour débloquer les fonds, versez {amtm} d'assurance par coupons Transcash. Appelez le {mob}",
		"Besoin d'argent ? Prêt de {amtl} garanti, même fiché Banque de France, réponse immédiate : {surl}",
		"Félicitations, votre dossier {ref} est validé. Un dépôt de garantie de {amtm} est nécessaire avant le virement de {amtl}. Répondez OUI.",
		"{lender} : dernière étape pour recevoir votre prêt. Confirmez vos identifiants bancaires pour le versement : {surl}",
	)
	genuine("fr-sms-banque-offre-credit", "marketing", tab{"brand;dom;bt": frBanks},
		"{brand} : votre demande de prêt personnel {ref} est acceptée. Les fonds seront versés sous 48 h sur votre compte. Détails dans votre espace client.",
		"{brand} : votre échéance de prêt de {amt} sera prélevée le {date}. Aucune action de votre part n'est nécessaire.",
		"{brand} : profitez d'un taux préférentiel sur nos prêts travaux jusqu'au {date}. Simulation sur {dom}. STOP au 36180",
		"{brand} : votre autorisation de découvert a été portée à {amt}. Retrouvez le détail dans votre application.",
	)

	// Messagerie vocale : le leurre (une application à installer, un numéro surtaxé) et
	// les avis des opérateurs (un numéro court, l'application Téléphone).
	scam("fr-sms-voicemail-lure", "phishing_other", tab{},
		"Vous avez 1 nouveau message vocal. Pour l'écouter, installez l'application : {surl}",
		"Nouveau message vocal reçu à {time}. Écoutez-le ici : {surl}",
		"Message vocal de {mob} (42 s). Écoutez-le avant sa suppression : {surl}",
		"Vous avez un message vocal en attente. Appelez le {prem} pour l'écouter.",
		"{name} vous a laissé un message vocal. Écoutez-le : {short}",
		"Votre messagerie est pleine : 3 messages vocaux seront supprimés aujourd'hui. Récupérez-les sur {surl}",
		"Appel manqué du {intl}. Un message vous attend : rappelez le {intl} pour l'écouter.",
	)
	genuine("fr-sms-carrier-voicemail", "service", tab{"brand;vm": {"Orange;888", "SFR;123", "Bouygues Telecom;660", "Free;666"}},
		"{brand} : vous avez 1 nouveau message vocal de {mob}. Appelez le {vm} pour l'écouter.",
		"Vous avez 2 nouveaux messages sur votre messagerie vocale. Pour les écouter, composez le {vm} (appel gratuit). {brand}",
		"{brand} : le {mob} a cherché à vous joindre à {time} et vous a laissé un message. Composez le {vm}.",
		"Appel manqué du {mob} à {time}. Aucun message laissé. {brand}",
		"{brand} Messagerie : 1 nouveau message. Écoutez-le dans l'application Téléphone ou au {vm}.",
	)
	genuine("fr-sms-carrier-mailbox", "service", tab{"brand;vm": {"Orange;888", "SFR;123", "Bouygues Telecom;660", "Free;666"}},
		"{brand} : votre messagerie vocale est presque pleine. Appelez le {vm} pour écouter et supprimer vos anciens messages.",
		"{brand} : vous avez manqué un appel du {mob} à {time}. Aucun message n'a été laissé.",
		"Bienvenue sur la messagerie {brand}. Vos messages sont aussi dans l'application Téléphone ; pour choisir un code, appelez le {vm}.",
		"{brand} : un correspondant du {mob} vous a laissé un message de 25 secondes à {time}. Pour l'écouter, composez le {vm}.",
		"Rappel {brand} : les messages de votre messagerie sont conservés 30 jours. Écoutez-les à tout moment au {vm}.",
	)
	genuine("fr-sms-perso-changement-numero", "personal", tab{},
		"Coucou à tous, changement de numéro : c'est désormais le {mob}. L'ancien coupe vendredi. {name}",
		"Salut, c'est {name}. J'ai changé d'opérateur, mon numéro est maintenant le {mob}. Enregistre-le quand tu peux",
		"Petit message : je suis joignable au {mob} à partir d'aujourd'hui, j'ai rendu le téléphone du boulot. À samedi !",
		"Nouveau numéro 📱 {mob}, tu peux supprimer l'ancien. Rien d'autre ne change 😄 {name}",
		"Bonjour, c'est {name} du club de lecture. Mon numéro a changé : {mob}. Tu peux mettre à jour la liste du groupe ?",
	).note = "a number change with the number, no request"
	scam("fr-sms-fausse-commande-rappel", "tech_support", tab{"brand": {"Amazon", "PayPal", "Apple", "Fnac", "Cdiscount", "Darty"},
		"item": {"iPhone 16 Pro", "MacBook Air M3", "PlayStation 5", "Samsung Galaxy S24 Ultra", "iPad Pro", "Dyson V15"}},
		"{brand} : votre commande n°{ref} d'un {item} ({amtm}) a été validée. Si vous n'êtes pas à l'origine de cet achat, appelez le {tel} pour l'annuler.",
		"Confirmation de commande {brand} : {item}, {amtm}, livraison le {date}. Ce n'est pas vous ? Contactez notre service fraude au {free} sous 24h.",
		"Votre compte {brand} a été débité de {amtm} pour un {item}. Si ce n'est pas vous, appelez le {tel} pour être remboursé.",
		"{brand} : un achat de {amtm} ({item}) a été effectué avec votre compte. Pour le contester, appelez le {mob} dès maintenant.",
		"Merci pour votre commande {brand} ! {item} - {amtm}. Si vous n'avez pas autorisé ce paiement, appelez immédiatement le {tel}.",
	)
}
