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
	deCities   = []string{"Berlin", "Hamburg", "München", "Köln", "Frankfurt", "Stuttgart", "Düsseldorf", "Leipzig", "Dortmund", "Bremen", "Dresden", "Hannover"}
	deCarriers = []string{
		"DHL;{trk_dhlde};https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode={trk}",
		"Hermes;{trk_hermes};https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation#{trk}",
		"DPD;{trk_dpd};https://tracking.dpd.de/status/de_DE/parcel/{trk}", "GLS;{trk_gls};https://gls-group.com/DE/de/paketverfolgung?match={trk}",
		"UPS;{trk_ups};https://www.ups.com/track?loc=de_DE&tracknum={trk}", "Amazon;{trk_amzl};https://www.amazon.de/gp/your-account/order-history"}
	deShops = []string{"Otto;otto.de", "Zalando;zalando.de", "MediaMarkt;mediamarkt.de", "Amazon;amazon.de", "OBI;obi.de", "Decathlon;decathlon.de", "Thalia;thalia.de", "IKEA;ikea.com", "Tchibo;tchibo.de"}
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
}
