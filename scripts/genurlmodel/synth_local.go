package main

import (
	"math/rand/v2"
	"strings"
)

// Synthetic legitimate sites of local businesses and associations in France,
// Spain, Germany and their neighbours. The benign train lists are mostly English
// domains, and their pages mostly software projects', so without these the model
// learns that a French hotel's or a German dentist's name with its booking page
// reads like phishing, since only kits show it French, Spanish or German words
// ("hotel-les-terrasses-annecy.fr/reservation", "zahnarztpraxis-dr-mueller-koeln.de
// /online-termin"). They follow how such sites are named: the kind of business,
// an article or a preposition, a family or place name, hyphenated or joined, on
// the country's domain, with the pages such sites have (booking, shop, basket,
// contact, opening hours). The words are written here; no brand, no bait word of
// the phishing templates outside the paths every shop has. They train the model
// only: the budget of the class stays calibrated on real benign links (stack.go).

// localLang holds one language's words for local sites.
type localLang struct {
	kinds, joins, places, names, tlds, paths []string
}

var localLangs = []localLang{
	{ // French
		kinds: []string{"hotel", "restaurant", "boulangerie", "boucherie", "garage", "cabinet-dentaire", "dentiste",
			"camping", "gite", "gites", "domaine", "cave", "fromagerie", "librairie", "fleuriste", "coiffure",
			"auto-ecole", "ecole-de-ski", "creperie", "brasserie", "pharmacie", "menuiserie", "plomberie",
			"chambres-hotes", "auberge", "bistrot", "patisserie", "chocolaterie", "atelier", "foyer-rural", "association",
			"harmonie", "club", "mairie", "ecole", "college", "kine", "osteopathe", "veterinaire", "notaire", "opticien"},
		joins: []string{"les", "le", "la", "du", "de", "des", "chez", "saint", "sainte", "au", "aux"},
		places: []string{"valence", "chamonix", "laval", "nantes", "lyon", "bordeaux", "toulouse", "lille", "dijon",
			"grenoble", "avignon", "arles", "colmar", "strasbourg", "reims", "tours", "angers", "brest", "quimper",
			"vannes", "biarritz", "pau", "perpignan", "nimes", "montpellier", "nice", "antibes", "menton", "cassis",
			"chartreuse", "ardeche", "provence", "bretagne", "normandie", "alsace", "luberon", "morvan", "jura", "cevennes",
			"saumur", "villeurbanne", "vincennes", "versailles", "chartres", "amiens", "metz", "nancy", "besancon"},
		names: []string{"hirondelles", "jardin", "soleil", "lac", "montagne", "vallee", "moulin", "tilleuls",
			"bruyere", "chateau", "fontaine", "prairie", "olivier", "vignes", "rocher", "dupont", "martin", "bernard",
			"moreau", "petit", "durand", "leroy", "roux", "fournier", "girard", "mercier", "blanc", "garnier"},
		tlds:  []string{"fr", "fr", "fr", "com", "be", "ch", "eu", "net", "org", "shop", "online", "site", "store"},
		paths: []string{"/reservation", "/reserver", "/boutique", "/panier", "/mon-compte", "/paiement", "/contact", "/menu", "/carte", "/tarifs", "/horaires", "/acces", "/chambres", "/galerie", "/actualites", "/inscription", "/adhesion", "/rendez-vous", "/prendre-rendez-vous", "/equipe"},
	},
	{ // Spanish
		kinds: []string{"hotel", "restaurante", "bar", "panaderia", "taller", "clinica-dental", "dentista", "camping",
			"casa-rural", "bodega", "bodegas", "libreria", "floristeria", "peluqueria", "autoescuela", "farmacia",
			"carpinteria", "fontaneria", "academia", "hostal", "meson", "taberna", "pasteleria", "asador", "tapas",
			"afa", "asociacion", "club", "colegio", "ayuntamiento", "fisioterapia", "veterinaria", "optica", "gestoria"},
		joins: []string{"el", "la", "los", "las", "de", "del", "casa", "san", "santa"},
		places: []string{"jaen", "valencia", "logrono", "sevilla", "malaga", "cordoba", "bilbao", "santander",
			"oviedo", "gijon", "leon", "burgos", "salamanca", "toledo", "cuenca", "teruel", "huesca", "lleida", "girona",
			"tarragona", "alicante", "murcia", "cadiz", "jerez", "ronda", "cazorla", "rioja", "navarra", "asturias",
			"galicia", "vigo", "lugo", "ourense", "caceres", "merida", "soria", "segovia", "avila", "almeria", "tandil",
			"mendoza", "cusco", "oaxaca", "puebla", "rosario"},
		names: []string{"sol", "mar", "sierra", "valle", "rincon", "olivo", "pinar", "fuente", "molino", "torre",
			"manolo", "lola", "paco", "garcia", "lopez", "martinez", "sanchez", "perez", "gomez", "ruiz", "diaz",
			"moreno", "alonso", "navarro", "romero", "sanroque", "delrio", "lacanada"},
		tlds:  []string{"es", "es", "es", "com", "com", "net", "org", "eu", "cat", "mx", "cl", "ar", "shop", "online", "site", "store"},
		paths: []string{"/reserva", "/reservar", "/reservas", "/tienda", "/carrito", "/mi-cuenta", "/pago", "/checkout/pago", "/contacto", "/carta", "/menu", "/precios", "/horarios", "/como-llegar", "/habitaciones", "/galeria", "/noticias", "/inscripcion", "/cita-previa", "/equipo"},
	},
	{ // German
		kinds: []string{"hotel", "gasthof", "gasthaus", "restaurant", "baeckerei", "metzgerei", "autohaus", "werkstatt",
			"hausarztpraxis", "zahnarzt", "praxis", "camping", "pension", "weingut", "buchhandlung", "blumen", "friseur",
			"fahrschule", "skischule", "apotheke", "schreinerei", "physiotherapie", "landgasthof", "ferienwohnung",
			"konditorei", "kleingarten", "verein", "sportverein", "tsv", "sv", "chor", "trachtenverein", "musikverein", "gemeinde",
			"grundschule", "gymnasium", "tierarzt", "optiker", "steuerberater", "kanzlei"},
		joins: []string{"zum", "zur", "am", "im", "an-der", "dr", "bei", "st"},
		places: []string{"hannover", "muenchen", "halle", "dresden", "chiemsee", "freiburg", "heidelberg", "stuttgart",
			"augsburg", "regensburg", "passau", "bamberg", "wuerzburg", "nuernberg", "erfurt", "jena", "rostock",
			"luebeck", "kiel", "bremen", "muenster", "bielefeld", "kassel", "goettingen", "trier", "mainz", "bonn",
			"aachen", "konstanz", "lindau", "garmisch", "berchtesgaden", "allgaeu", "schwarzwald", "harz", "eifel",
			"innsbruck", "salzburg", "graz", "linz", "wien", "bern", "luzern", "zuerich", "basel", "chur"},
		names: []string{"baeren", "loewen", "adler", "linde", "sonne", "krone", "rose", "enzian", "bergblick",
			"seeblick", "morgenrot", "edelweiss", "mueller", "schmidt", "schneider", "fischer", "weber", "meyer",
			"wagner", "becker", "schulz", "hoffmann", "koch", "richter", "klein", "wolf", "schroeder", "neumann"},
		tlds:  []string{"de", "de", "de", "at", "ch", "com", "eu", "net", "org", "info", "shop", "online", "bayern", "berlin"},
		paths: []string{"/buchen", "/online-termin", "/termin", "/tisch-reservieren", "/reservierung", "/shop", "/warenkorb", "/mein-konto", "/kasse", "/kontakt", "/speisekarte", "/preise", "/oeffnungszeiten", "/anfahrt", "/zimmer", "/galerie", "/aktuelles", "/satzung", "/mitglied-werden", "/team"},
	},
}

// benignLocal writes n legitimate-looking sites of local businesses and
// associations: on their own domains, or (one in five) on a site builder.
func (t *synthTables) benignLocal(rng *rand.Rand, n int) []string {
	out := make([]string, 0, n)
	for range n {
		l := &localLangs[rng.IntN(len(localLangs))]
		name := localSiteName(rng, l)
		var host string
		if chance(rng, 0.2) {
			host = name + "." + pick(rng, t.hosting)
		} else {
			host = name + "." + pick(rng, l.tlds)
			if chance(rng, 0.6) {
				host = "www." + host
			}
		}
		path := ""
		if chance(rng, 0.7) {
			path = pick(rng, l.paths)
			if chance(rng, 0.15) {
				path += "?date=2025-" + digits(rng, 2) + "-" + digits(rng, 2) + "&n=" + digits(rng, 1)
			}
		}
		out = append(out, "https://"+host+path)
	}
	return out
}

// localSiteName returns a local site's name: the kind of business and a name or a
// place, with an article or a preposition between them at times, hyphenated or
// joined.
func localSiteName(rng *rand.Rand, l *localLang) string {
	parts := []string{pick(rng, l.kinds)}
	if chance(rng, 0.4) {
		parts = append(parts, pick(rng, l.joins))
	}
	parts = append(parts, pick(rng, l.names))
	if chance(rng, 0.5) {
		parts = append(parts, pick(rng, l.places))
	}
	if chance(rng, 0.15) {
		parts = parts[1:] // "casapepe", "alpenrose-tegernsee"
	}
	sep := "-"
	if chance(rng, 0.3) {
		sep = ""
	}
	return strings.Join(parts, sep)
}
