package main

// Spanish families: Spain. Written here.

var (
	esBanks = []string{
		"BBVA;bbva.es;bbva", "CaixaBank;caixabank.es;caixabank", "Santander;bancosantander.es;santander", "Banco Sabadell;bancsabadell.com;sabadell",
		"ING;ing.es;ing", "Bankinter;bankinter.com;bankinter", "Unicaja;unicajabanco.es;unicaja", "Openbank;openbank.es;openbank",
		"Abanca;abanca.com;abanca", "Kutxabank;kutxabank.es;kutxabank", "Revolut;revolut.com;revolut",
	}
	esMerchants = []string{"AMAZON.ES", "MERCADONA", "EL CORTE INGLES", "CARREFOUR", "ZARA", "GLOVO", "RENFE", "MEDIAMARKT", "DECATHLON",
		"LIDL", "REPSOL", "PRIMARK", "IKEA", "ALIEXPRESS", "CABIFY", "LEROY MERLIN", "DIA", "FNAC"}
	esCities       = []string{"Madrid", "Barcelona", "Valencia", "Sevilla", "Zaragoza", "Málaga", "Bilbao", "Murcia", "Alicante", "Granada", "Valladolid", "Palma"}
	esCarriersScam = []string{"Correos;correos;correos.es", "SEUR;seur;seur.com", "MRW;mrw;mrw.es", "GLS;gls;gls-spain.es", "DHL;dhl;dhl.es",
		"UPS;ups;ups.com", "Correos Express;correosexpress;correosexpress.com", "Nacex;nacex;nacex.es", "CTT;ctt;cttexpress.com"}
	esCarriers = []string{
		"Correos;{trk_correos};https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number={trk}",
		"SEUR;{trk_seur};https://www.seur.com/livetracking/?segOnlineIdentificador={trk}", "MRW;{trk_mrw};https://www.mrw.es/seguimiento_envios/MRW_resultados_consultas.asp?Envio={trk}",
		"GLS;{trk_gls};https://gls-group.com/ES/es/seguimiento-envios?match={trk}", "Correos Express;{trk_generic3};https://s.correosexpress.com/search?s={trk}",
		"UPS;{trk_ups};https://www.ups.com/track?loc=es_ES&tracknum={trk}", "Amazon;{trk_amzl};https://www.amazon.es/gp/your-account/order-history"}
	esShops = []string{"El Corte Inglés;elcorteingles.es", "PcComponentes;pccomponentes.com", "MediaMarkt;mediamarkt.es", "Amazon;amazon.es", "Leroy Merlin;leroymerlin.es", "Decathlon;decathlon.es", "Zara;zara.com", "IKEA;ikea.com", "Carrefour;carrefour.es"}
)

func init() {
	langSlots["es"] = map[string]func(*ctx) string{
		"merchant": func(c *ctx) string { return c.pick(esMerchants) },
		"city":     func(c *ctx) string { return c.pick(esCities) },
		"rel":      func(c *ctx) string { return c.pick([]string{"mamá", "Mamá", "mama", "papá", "Papá", "mami"}) },
		"device": func(c *ctx) string {
			return c.pick([]string{"iPhone 15", "Samsung Galaxy S24", "PC con Windows", "MacBook", "Xiaomi Redmi", "iPad", "Chrome en Windows"})
		},
		"country": func(c *ctx) string {
			return c.pick([]string{"Marruecos", "Rusia", "Vietnam", "Brasil", "Rumanía", "Nigeria", "China", "Colombia"})
		},
	}
}
