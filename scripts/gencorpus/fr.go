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
	frCities       = []string{"Paris", "Lyon", "Marseille", "Toulouse", "Nantes", "Bordeaux", "Lille", "Strasbourg", "Montpellier", "Rennes", "Nice", "Grenoble"}
	frCarriersScam = []string{"La Poste;laposte;laposte.fr", "Colissimo;colissimo;laposte.fr", "Chronopost;chronopost;chronopost.fr",
		"Mondial Relay;mondialrelay;mondialrelay.fr", "DPD;dpd;dpd.fr", "UPS;ups;ups.com", "DHL;dhl;dhl.fr", "Relais Colis;relaiscolis;relaiscolis.com"}
	frCarriers = []string{
		"La Poste;{trk_laposte};https://www.laposte.fr/outils/suivre-vos-envois?code={trk}", "Colissimo;{trk_laposte};https://www.laposte.fr/outils/suivre-vos-envois?code={trk}",
		"Chronopost;{trk_chrono};https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT={trk}", "Mondial Relay;{trk_relais};https://www.mondialrelay.fr/suivi-de-colis/?NumeroExpedition={trk}",
		"DPD France;{trk_dpd};https://trace.dpd.fr/fr/trace/{trk}", "UPS;{trk_ups};https://www.ups.com/track?loc=fr_FR&tracknum={trk}", "Amazon;{trk_amzl};https://www.amazon.fr/gp/your-account/order-history"}
	frShops = []string{"Fnac;fnac.com", "Darty;darty.com", "Cdiscount;cdiscount.com", "Amazon;amazon.fr", "Leroy Merlin;leroymerlin.fr", "Decathlon;decathlon.fr", "Boulanger;boulanger.com", "IKEA;ikea.com", "Zalando;zalando.fr"}
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
}
