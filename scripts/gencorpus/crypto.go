package main

// Genuine messages about crypto-currencies, in the four languages: an exchange's own
// notices (a buy, a deposit, a withdrawal the reader made, a staking reward, a price
// alert, a code, a sign-in, a tax report) and people talking about the coins they
// bought. Without them every "BTC" of the corpus is a scam's, and the vocabulary
// models learn the word instead of the ask. Written here.

// exchanges are crypto exchanges and brokers with their official domains.
var exchanges = []string{
	"Coinbase;coinbase.com", "Kraken;kraken.com", "Binance;binance.com", "Bitpanda;bitpanda.com",
	"Bitstamp;bitstamp.net", "Crypto.com;crypto.com", "Revolut;revolut.com", "Trade Republic;traderepublic.com",
}

// coins are coin tickers and names with an amount of each that a small buy gets.
var coins = []string{
	"BTC;bitcoin;0.00031", "BTC;bitcoin;0.0125", "ETH;ether;0.042", "ETH;ether;0.5",
	"SOL;Solana;1.25", "BTC;bitcoin;0.002", "ADA;Cardano;120", "XRP;XRP;85",
}

func init() {
	genuine("en-sms-crypto-exchange", "crypto", tab{"brand;dom": exchanges, "coin;coinname;camt": coins},
		"{brand}: Your recurring buy of {amt} of {coin} was completed. You received {camt} {coin}.",
		"{brand}: Your withdrawal of {camt} {coin} to your external wallet has been sent. If you didn't request it, contact support from the {brand} app.",
		"{brand}: Your deposit of {amtm} has arrived and is ready to use.",
		"{brand}: {coinname} is up 6% in the last 24 hours. Manage your price alerts in the app.",
		"{brand}: You earned {camt} {coin} in staking rewards this week. See {dom} for details.",
		"Your {brand} verification code is {code6}. Never share this code. {brand} staff will never ask for it.",
		"{brand}: New sign-in from a {device} in {city}. If this wasn't you, change your password in the app.",
		"{brand}: Your {coin} sell order was filled: {camt} {coin} for {amt}.",
		"{brand}: Your annual tax report is ready. Download it from your account at {dom}.",
	)
	genuine("en-sms-crypto-chat", "crypto", tab{"brand;dom": exchanges, "coin;coinname;camt": coins},
		"Did you end up buying any {coinname}? I put {amtr} in on {brand} last month, up a bit so far",
		"My brother-in-law talked about {coinname} all through dinner again 🙄",
		"Dad wants help with his tax return on Sunday, he has some crypto on {brand} and no idea what to declare",
		"Not touching crypto again after last year lol, sticking with my index fund",
		"Thinking of putting {amtr} a month into {coinname} on {brand}, is that dumb?",
		"Haha {name} finally bought bitcoin. At the top, obviously",
		"Sold my {coin} today, paid for the holiday 😎",
		"{name} asked me how to buy {coinname}, I told her to read up first and only put in what she can lose",
	)
	genuine("fr-sms-crypto-plateforme", "crypto", tab{"brand;dom": exchanges, "coin;coinname;camt": coins},
		"{brand} : votre achat programmé de {amt} de {coin} a été effectué. Vous avez reçu {camt} {coin}.",
		"{brand} : votre retrait de {camt} {coin} vers votre portefeuille externe a été envoyé. Si vous n'êtes pas à l'origine de cette demande, contactez le support depuis l'application.",
		"{brand} : votre dépôt de {amtm} est arrivé sur votre compte.",
		"{brand} : le {coinname} a pris 6 % en 24 h. Gérez vos alertes de prix dans l'application.",
		"{brand} : vous avez reçu {camt} {coin} de récompenses de staking cette semaine.",
		"Votre code de vérification {brand} est {code6}. Ne le communiquez à personne, {brand} ne vous le demandera jamais.",
		"{brand} : nouvelle connexion depuis un {device} à {city}. Si ce n'est pas vous, changez votre mot de passe dans l'application.",
		"{brand} : votre ordre de vente a été exécuté : {camt} {coin} pour {amt}.",
		"{brand} : votre rapport fiscal annuel est disponible dans votre espace sur {dom}.",
	)
	genuine("fr-sms-crypto-discussion", "crypto", tab{"brand;dom": exchanges, "coin;coinname;camt": coins},
		"T'as fini par acheter du {coinname} ? J'en ai mis {amtr} sur {brand} le mois dernier, pour l'instant ça monte un peu",
		"Mon beau-frère nous a encore parlé de {coinname} pendant tout le repas 🙄",
		"Papa voudrait qu'on l'aide dimanche pour sa déclaration, il a des cryptos sur {brand} et sait pas quoi mettre",
		"Plus jamais de crypto après l'an dernier mdr, je reste sur mon PEA",
		"Je pense mettre {amtr} par mois en {coinname} sur {brand}, c'est une bêtise ?",
		"{name} a enfin acheté du bitcoin. Au plus haut, évidemment",
		"J'ai vendu mes {coin} aujourd'hui, ça paie les vacances 😎",
		"{name} m'a demandé comment acheter du {coinname}, je lui ai dit de se renseigner d'abord et de ne mettre que ce qu'elle peut perdre",
	)
	genuine("es-sms-crypto-plataforma", "crypto", tab{"brand;dom": exchanges, "coin;coinname;camt": coins},
		"{brand}: tu compra periódica de {amt} en {coin} se ha completado. Has recibido {camt} {coin}.",
		"{brand}: tu retirada de {camt} {coin} a tu monedero externo se ha enviado. Si no la has solicitado tú, contacta con soporte desde la app.",
		"{brand}: tu depósito de {amtm} ya está en tu cuenta.",
		"{brand}: {coinname} sube un 6 % en las últimas 24 h. Gestiona tus alertas de precio en la app.",
		"{brand}: has ganado {camt} {coin} en recompensas de staking esta semana.",
		"Tu código de verificación de {brand} es {code6}. No lo compartas con nadie, {brand} nunca te lo pedirá.",
		"{brand}: nuevo inicio de sesión desde un {device} en {city}. Si no has sido tú, cambia tu contraseña en la app.",
		"{brand}: tu orden de venta se ha ejecutado: {camt} {coin} por {amt}.",
		"{brand}: tu informe fiscal anual ya está disponible en tu cuenta en {dom}.",
	)
	genuine("es-sms-crypto-charla", "crypto", tab{"brand;dom": exchanges, "coin;coinname;camt": coins},
		"¿Al final compraste {coinname}? Yo metí {amtr} en {brand} el mes pasado y de momento va subiendo un poco",
		"Mi cuñado se pasó toda la cena hablando de {coinname} otra vez 🙄",
		"Papá quiere que le ayudemos el domingo con la renta, tiene criptos en {brand} y no sabe qué declarar",
		"Yo no vuelvo a tocar cripto después del año pasado jaja, me quedo con mi fondo indexado",
		"Estoy pensando en meter {amtr} al mes en {coinname} con {brand}, ¿es una tontería?",
		"{name} por fin se ha comprado bitcoin. En el máximo, claro",
		"Hoy vendí mis {coin}, ya tengo las vacaciones pagadas 😎",
		"{name} me preguntó cómo comprar {coinname}, le dije que se informe antes y que solo meta lo que pueda perder",
	)
	genuine("de-sms-krypto-plattform", "crypto", tab{"brand;dom": exchanges, "coin;coinname;camt": coins},
		"{brand}: Dein Sparplan über {amt} in {coin} wurde ausgeführt. Du hast {camt} {coin} erhalten.",
		"{brand}: Deine Auszahlung von {camt} {coin} an deine externe Wallet wurde gesendet. Falls du sie nicht beauftragt hast, kontaktiere den Support in der App.",
		"{brand}: Deine Einzahlung von {amtm} ist auf deinem Konto eingegangen.",
		"{brand}: {coinname} ist in den letzten 24 Stunden um 6 % gestiegen. Preisalarme verwaltest du in der App.",
		"{brand}: Du hast diese Woche {camt} {coin} an Staking-Belohnungen erhalten.",
		"Dein {brand} Bestätigungscode lautet {code6}. Gib ihn niemals weiter, {brand} wird dich nie danach fragen.",
		"{brand}: Neue Anmeldung von einem {device} in {city}. Warst du das nicht, ändere dein Passwort in der App.",
		"{brand}: Deine Verkaufsorder wurde ausgeführt: {camt} {coin} für {amt}.",
		"{brand}: Dein jährlicher Steuerreport steht in deinem Konto auf {dom} bereit.",
	)
	genuine("de-sms-krypto-gespraech", "crypto", tab{"brand;dom": exchanges, "coin;coinname;camt": coins},
		"Hast du am Ende {coinname} gekauft? Ich hab letzten Monat {amtr} bei {brand} reingesteckt, bisher geht's leicht hoch",
		"Mein Schwager hat wieder das ganze Essen lang von {coinname} erzählt 🙄",
		"Papa will Sonntag Hilfe bei der Steuererklärung, er hat Krypto bei {brand} und weiß nicht, was er angeben soll",
		"Nie wieder Krypto nach letztem Jahr haha, ich bleib bei meinem ETF",
		"Ich überlege, {amtr} im Monat in {coinname} bei {brand} zu stecken, ist das doof?",
		"{name} hat endlich Bitcoin gekauft. Natürlich am Höchststand",
		"Heute meine {coin} verkauft, der Urlaub ist bezahlt 😎",
		"{name} hat gefragt, wie man {coinname} kauft, ich hab gesagt, sie soll sich erst informieren und nur reinstecken, was sie verlieren kann",
	)
}
