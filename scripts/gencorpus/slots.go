package main

import (
	"fmt"
	"maps"
	"strings"
	"time"
)

// Slots shared by all families. Language-specific ones are in langSlots; a family's
// own tables (tab) come first, then langSlots, then commonSlots.

type langData struct {
	names, lasts, mailHosts, bait, days, months []string
}

var ld = map[string]langData{
	"en": {
		names: []string{"Emma", "Olivia", "Jack", "Tom", "Sophie", "Liam", "Noah", "Mia", "Chloe", "James", "Ethan", "Grace",
			"Ava", "Harry", "Lucy", "Daniel", "Megan", "Ryan", "Jess", "Ben", "Sarah", "Chris", "Kate", "Mike", "Anna",
			"Josh", "Hannah", "Sam", "Ellie", "David", "Priya", "Marcus", "Aisha", "Connor", "Zoe", "Tyler"},
		lasts: []string{"Smith", "Johnson", "Brown", "Taylor", "Wilson", "Davies", "Evans", "Miller", "Clarke", "Walker",
			"Wright", "Hughes", "Patel", "Garcia", "Martin", "Thompson", "Robinson", "Lewis", "Khan", "O'Brien", "Murphy", "Reed"},
		mailHosts: []string{"gmail.com", "outlook.com", "yahoo.com", "hotmail.co.uk", "icloud.com", "btinternet.com", "aol.com", "comcast.net"},
		bait: []string{"verify", "secure", "login", "update", "support", "billing", "pay", "refund", "account", "help",
			"confirm", "service", "portal", "claim", "center", "online", "auth", "alert"},
		days:   []string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"},
		months: []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"},
	},
	"fr": {
		names: []string{"Camille", "Léa", "Manon", "Chloé", "Emma", "Inès", "Lucas", "Hugo", "Louis", "Nathan", "Thomas", "Julien",
			"Sarah", "Mathilde", "Pauline", "Antoine", "Nicolas", "Claire", "Élodie", "Maxime", "Sophie", "Baptiste", "Julie",
			"Romain", "Céline", "Karim", "Yasmine", "Mehdi", "Margaux", "Quentin", "Aurélie", "Théo"},
		lasts: []string{"Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau", "Simon",
			"Laurent", "Lefebvre", "Michel", "Garcia", "Fournier", "Girard", "Bonnet", "Mercier", "Lambert", "Benali", "Rousseau"},
		mailHosts: []string{"gmail.com", "orange.fr", "free.fr", "laposte.net", "hotmail.fr", "sfr.fr", "outlook.fr", "wanadoo.fr", "yahoo.fr"},
		bait: []string{"verif", "securite", "suivi", "remboursement", "paiement", "compte", "client", "espace", "acces", "aide",
			"validation", "service", "dossier", "info", "portail", "maj"},
		days:   []string{"lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"},
		months: []string{"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"},
	},
	"es": {
		names: []string{"Lucía", "Sofía", "María", "Paula", "Martina", "Carmen", "Laura", "Elena", "Hugo", "Pablo", "Alejandro",
			"Daniel", "Javier", "Sergio", "Carlos", "Álvaro", "Marta", "Adrián", "Irene", "Raúl", "Nerea", "Diego", "Cristina",
			"Iker", "Ana", "Jorge", "Rocío", "Manuel", "Alba", "Rubén"},
		lasts: []string{"García", "Rodríguez", "González", "Fernández", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Martín",
			"Jiménez", "Ruiz", "Hernández", "Díaz", "Moreno", "Álvarez", "Romero", "Navarro", "Torres", "Ortega", "Castro"},
		mailHosts: []string{"gmail.com", "hotmail.com", "yahoo.es", "outlook.es", "hotmail.es", "telefonica.net", "icloud.com"},
		bait: []string{"verificar", "seguridad", "cliente", "acceso", "pago", "reembolso", "cuenta", "ayuda", "validar",
			"servicio", "online", "area", "info", "gestion", "actualizar"},
		days:   []string{"lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"},
		months: []string{"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"},
	},
	"de": {
		names: []string{"Lukas", "Leon", "Finn", "Jonas", "Paul", "Felix", "Maximilian", "Anna", "Lena", "Laura", "Lea", "Julia",
			"Sarah", "Hannah", "Katrin", "Stefan", "Thomas", "Michael", "Sabine", "Jan", "Tobias", "Nina", "Marie", "Jana",
			"Tim", "Sven", "Mehmet", "Ayşe", "Birgit", "Uwe", "Emily", "Niklas"},
		lasts: []string{"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann",
			"Koch", "Richter", "Klein", "Wolf", "Schröder", "Neumann", "Schwarz", "Braun", "Zimmermann", "Krüger", "Yilmaz", "Hartmann"},
		mailHosts: []string{"gmail.com", "web.de", "gmx.de", "t-online.de", "gmx.net", "outlook.de", "freenet.de", "posteo.de"},
		bait: []string{"sicherheit", "verifizierung", "konto", "kunde", "zahlung", "login", "hilfe", "erstattung", "bestaetigung",
			"service", "online", "portal", "aktualisierung", "info", "freischaltung"},
		days:   []string{"Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"},
		months: []string{"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"},
	},
}

var abusedTLDs = []string{"top", "xyz", "icu", "cc", "info", "live", "online", "shop", "vip", "click", "sbs", "cfd",
	"buzz", "site", "cyou", "link", "club", "lat", "bond", "support"}

var freeHosts = []string{"pages.dev", "vercel.app", "web.app", "netlify.app", "firebaseapp.com", "glitch.me",
	"weebly.com", "wixsite.com", "github.io", "workers.dev", "blogspot.com", "framer.website"}

var shorteners = []string{"bit.ly", "tinyurl.com", "t.ly", "is.gd", "cutt.ly", "rb.gy", "shorturl.at", "ow.ly", "s.id", "v.gd"}

var fillerWords = []string{"secure", "online", "web", "info", "id", "now", "center", "global", "app", "my", "go", "hub", "net", "link", "eu"}

func fold(s string) string {
	r := strings.NewReplacer("é", "e", "è", "e", "ê", "e", "ë", "e", "á", "a", "à", "a", "â", "a", "ä", "ae", "í", "i", "ï", "i",
		"î", "i", "ó", "o", "ô", "o", "ö", "oe", "ú", "u", "ù", "u", "û", "u", "ü", "ue", "ñ", "n", "ç", "c", "ß", "ss",
		"Á", "A", "É", "E", "Í", "I", "Ó", "O", "Ú", "U", "Ä", "Ae", "Ö", "Oe", "Ü", "Ue", "ş", "s", "'", "", " ", "")
	return strings.ToLower(r.Replace(s))
}

// lookalike spells a brand token the way typo-squatters do.
func (c *ctx) lookalike(bt string) string {
	switch c.r.IntN(6) {
	case 0:
		if strings.Contains(bt, "o") {
			return strings.Replace(bt, "o", "0", 1)
		}
	case 1:
		if strings.Contains(bt, "l") {
			return strings.Replace(bt, "l", "1", 1)
		}
		if strings.Contains(bt, "i") {
			return strings.Replace(bt, "i", "l", 1)
		}
	case 2:
		if strings.Contains(bt, "m") {
			return strings.Replace(bt, "m", "rn", 1)
		}
	case 3:
		i := 1 + c.r.IntN(max(1, len(bt)-1))
		if i < len(bt) {
			return bt[:i] + bt[i-1:]
		}
	case 4:
		i := 1 + c.r.IntN(max(1, len(bt)-1))
		if i < len(bt) {
			return bt[:i] + "-" + bt[i:]
		}
	}
	return bt + c.pick([]string{"s", "-online", "-id", "24", "-app"})
}

// scamHost builds a host the way scam kits do.
func (c *ctx) scamHost() string {
	bt := c.slot("bt")
	bait := c.slot("bait")
	tld := c.pick(abusedTLDs)
	switch c.r.IntN(7) {
	case 0:
		return bt + "-" + bait + "." + tld
	case 1:
		return bait + "-" + bt + c.digits(1+c.r.IntN(2)) + "." + tld
	case 2:
		return bt + ".com-" + bait + "." + tld
	case 3:
		return bt + "." + c.pick(fillerWords) + "-" + c.num("aaaa") + "." + c.pick([]string{"com", "net", "top", "xyz", "info"})
	case 4:
		return c.lookalike(bt) + "." + c.pick([]string{"com", "net", "co", "info", "online", "help"})
	case 5:
		return bt + "-" + bait + c.digits(2) + "." + c.pick(freeHosts)
	default:
		return bait + "." + bt + "-" + c.pick(fillerWords) + "." + tld
	}
}

func (c *ctx) scamPath() string {
	return c.pick([]string{"", "/", "/" + c.slot("bait"), "/i/" + c.num("aaaaaa"), "/" + c.num("aaaaa"),
		"/?id=" + c.num("aaaaaaaa"), "/" + c.f.lang + "/", "/login", "/pay", "/track/" + c.num("aaaaaa"), "/app"})
}

func (c *ctx) scheme() string {
	if c.f.ch == "email" {
		return c.pick([]string{"https://", "https://", "https://", "http://"})
	}
	return c.pick([]string{"https://", "https://", "", "", "http://"})
}

func (c *ctx) rfcDate() string {
	m := time.Month(1 + c.r.IntN(12))
	t := time.Date(2025+c.r.IntN(2), m, 1+c.r.IntN(28), 6+c.r.IntN(16), c.r.IntN(60), c.r.IntN(60), 0, time.UTC)
	zone := "+0100"
	summer := m >= 4 && m <= 10
	switch {
	case c.f.lang == "en" && c.slot("cc") == "us":
		zone = "-0500"
		if summer {
			zone = "-0400"
		}
	case c.f.lang == "en":
		zone = "+0000"
		if summer {
			zone = "+0100"
		}
	case summer:
		zone = "+0200"
	}
	return t.Format("Mon, 02 Jan 2006 15:04:05 ") + zone
}

func groupThousands(n int, sep string) string {
	s := fmt.Sprint(n)
	var b strings.Builder
	for i, ch := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(ch)
	}
	return b.String()
}

// money formats cents in the family's language and country.
func (c *ctx) money(lo, hi int, round bool) string {
	cents := (lo + c.r.IntN(hi-lo+1)) * 100
	if !round {
		cents += c.r.IntN(100)
	}
	return c.formatCents(cents, round)
}

// price is a shop price ending in .99.
func (c *ctx) price(lo, hi int) string {
	return c.formatCents((lo+c.r.IntN(hi-lo+1))*100+99, false)
}

func (c *ctx) formatCents(cents int, round bool) string {
	u, d := cents/100, cents%100
	switch c.f.lang {
	case "en":
		sym := "$"
		if c.slot("cc") == "uk" {
			sym = "£"
		}
		if round {
			return sym + groupThousands(u, ",")
		}
		return fmt.Sprintf("%s%s.%02d", sym, groupThousands(u, ","), d)
	case "fr":
		s := groupThousands(u, " ")
		if !round {
			s += fmt.Sprintf(",%02d", d)
		}
		return s + c.pick([]string{" €", " €", "€", " EUR"})
	case "es":
		s := groupThousands(u, ".")
		if !round {
			s += fmt.Sprintf(",%02d", d)
		}
		return s + c.pick([]string{" €", " €", "€", " euros"})
	default:
		s := groupThousands(u, ".")
		if !round {
			s += fmt.Sprintf(",%02d", d)
		}
		return s + c.pick([]string{" €", " €", " EUR", "€"})
	}
}

func (c *ctx) date() string {
	m := c.r.IntN(12)
	d := 1 + c.r.IntN(28)
	mon := ld[c.f.lang].months[m]
	switch c.f.lang {
	case "en":
		if c.slot("cc") == "us" {
			return c.pick([]string{fmt.Sprintf("%s %d", mon, d), fmt.Sprintf("%s %d", mon[:3], d), fmt.Sprintf("%02d/%02d", m+1, d)})
		}
		return c.pick([]string{fmt.Sprintf("%d %s", d, mon), fmt.Sprintf("%d %s", d, mon[:3]), fmt.Sprintf("%02d/%02d", d, m+1)})
	case "fr":
		return c.pick([]string{fmt.Sprintf("%d %s", d, mon), fmt.Sprintf("%02d/%02d", d, m+1), fmt.Sprintf("%02d/%02d/2025", d, m+1)})
	case "es":
		return c.pick([]string{fmt.Sprintf("%d de %s", d, mon), fmt.Sprintf("%02d/%02d", d, m+1), fmt.Sprintf("%02d/%02d/2025", d, m+1)})
	default:
		return c.pick([]string{fmt.Sprintf("%d. %s", d, mon), fmt.Sprintf("%02d.%02d.", d, m+1), fmt.Sprintf("%02d.%02d.2025", d, m+1)})
	}
}

func (c *ctx) clock(after int) string {
	h := 8 + c.r.IntN(11)
	if after > 0 {
		h = min(after+1+c.r.IntN(2), 22)
	}
	c.v["_hour"] = fmt.Sprint(h)
	m := c.pick([]string{"00", "15", "30", "45", "10", "20", "40", "50"})
	switch {
	case c.f.lang == "en" && c.slot("cc") == "us":
		ampm := "AM"
		if h >= 12 {
			ampm = "PM"
		}
		if h > 12 {
			h -= 12
		}
		return fmt.Sprintf("%d:%s %s", h, m, ampm)
	case c.f.lang == "en" || c.f.lang == "fr":
		// one style per message
		style, ok := c.v["_tstyle"]
		if !ok {
			style = c.pick([]string{"a", "b"})
			c.v["_tstyle"] = style
		}
		switch {
		case c.f.lang == "en" && style == "a":
			return fmt.Sprintf("%02d:%s", h, m)
		case c.f.lang == "en":
			return fmt.Sprintf("%d.%s", h, m)
		case style == "a":
			return fmt.Sprintf("%dh%s", h, m)
		}
		return fmt.Sprintf("%02d:%s", h, m)
	case c.f.lang == "de":
		return fmt.Sprintf("%02d:%s Uhr", h, m)
	default:
		return fmt.Sprintf("%02d:%s", h, m)
	}
}

// phone formats a number of the given kind: mob (mobile), tel (landline or helpline),
// free (freephone), prem (premium rate), intl (foreign mobile).
func (c *ctx) phone(kind string) string {
	if kind == "intl" {
		return c.num(c.pick([]string{"+44 7ddd dddddd", "+1 (Ddd) Ddd-dddd", "+234 80d ddd dddd", "+63 9dd ddd dddd",
			"+92 3dd ddddddd", "+225 07 dd dd dd dd", "+371 2ddddddd", "+48 5dd ddd ddd", "+351 9dd ddd ddd",
			"+86 13d dddd dddd", "+212 6dd-dddddd", "+880 1ddd-dddddd"}))
	}
	lang := c.f.lang
	if lang == "en" {
		lang += "-" + c.slot("cc")
	}
	var p []string
	switch lang + "/" + kind {
	case "en-us/mob":
		a := c.pick([]string{"212", "213", "305", "312", "404", "415", "469", "512", "617", "702", "718", "786", "832", "917", "347", "646", "954"})
		p = []string{"(" + a + ") Ddd-dddd", a + "-Ddd-dddd", "+1 " + a + " Ddd dddd", "+1" + a + "Dddddddd"}
	case "en-us/tel", "en-us/free":
		p = []string{"1-800-Ddd-dddd", "1-888-Ddd-dddd", "(844) Ddd-dddd", "1-855-Ddd-dddd", "(877) Ddd-dddd", "800-Ddd-dddd"}
	case "en-us/prem":
		p = []string{"1-900-Ddd-dddd", "+1 876 Ddd dddd", "+1 (473) Ddd-dddd", "+1 809 Ddd dddd"}
	case "en-uk/mob":
		p = []string{"07Ddd dddddd", "+44 7Ddd dddddd", "07Ddddddddd", "+447Ddddddddd"}
	case "en-uk/tel":
		p = []string{"0345 ddd dddd", "0330 ddd dddd", "020 Dddd dddd", "0161 Ddd dddd", "0300 ddd dddd", "0121 Ddd dddd"}
	case "en-uk/free":
		p = []string{"0800 ddd dddd", "0808 ddd dddd", "0800 dddddd"}
	case "en-uk/prem":
		p = []string{"0906 ddd dddd", "0909 ddd dddd", "0871 ddd dddd", "0844 ddd dddd", "070 dddd dddd"}
	case "fr/mob":
		p = []string{"06 dd dd dd dd", "07 dd dd dd dd", "+33 6 dd dd dd dd", "+33 7 dd dd dd dd", "06dddddddd"}
	case "fr/tel":
		p = []string{"01 dd dd dd dd", "09 dd dd dd dd", "04 dd dd dd dd", "09 69 dd dd dd", "05 dd dd dd dd"}
	case "fr/free":
		p = []string{"08 00 dd dd dd", "0 800 ddd ddd", "08 05 dd dd dd"}
	case "fr/prem":
		p = []string{"08 99 dd dd dd", "08 92 dd dd dd", "08 91 dd dd dd", "+33 8 99 dd dd dd"}
	case "es/mob":
		p = []string{"6dd ddd ddd", "7dd ddd ddd", "+34 6dd dd dd dd", "+34 6dd ddd ddd", "6dddddddd"}
	case "es/tel":
		p = []string{"91 ddd dd dd", "93 ddd dd dd", "96 ddd dd dd", "954 dd dd dd", "91d ddd ddd"}
	case "es/free":
		p = []string{"900 ddd ddd", "900 dd dd dd", "800 ddd ddd"}
	case "es/prem":
		p = []string{"806 ddd ddd", "807 ddd ddd", "905 ddd ddd", "803 ddd ddd"}
	case "de/mob":
		p = []string{"0151 Ddddddd", "0170 Ddddddd", "0176 Dddddddd", "+49 151 Ddddddd", "+49 1520 Ddddddd", "0172 Ddd dddd", "0160 Ddddddd"}
	case "de/tel":
		p = []string{"030 Dddddddd", "089 Dddddd", "040 Ddddddd", "069 Dddddd", "0221 Dddddd", "0711 Dddddd"}
	case "de/free":
		p = []string{"0800 ddd dddd", "0800 dddddddd"}
	case "de/prem":
		p = []string{"0900 d ddd ddd", "0900 ddddddd", "0137 ddd dddd", "0180 d dddddd"}
	default:
		panic("phone kind " + lang + "/" + kind)
	}
	return c.num(c.pick(p))
}

var commonSlots = map[string]func(c *ctx) string{}

func init() {
	maps.Copy(commonSlots, map[string]func(c *ctx) string{
		"code6": func(c *ctx) string { return c.digits(6) },
		"code4": func(c *ctx) string { return c.digits(4) },
		"code5": func(c *ctx) string { return c.digits(5) },
		"code8": func(c *ctx) string { return c.digits(8) },
		"l4":    func(c *ctx) string { return c.digits(4) },
		"rnd":   func(c *ctx) string { return c.num("aaaaaa") },
		"ref": func(c *ctx) string {
			return c.num(c.pick([]string{"AXdddddd", "dddddddd", "AA-dddddd", "dddd-dddd-dd", "XXXXXXXX"}))
		},
		"ord": func(c *ctx) string {
			return c.num(c.pick([]string{"ddd-ddddddd-ddddddd", "dddddddddd", "#Ddddddd", "Ddddddddd"}))
		},
		"ip": func(c *ctx) string {
			return fmt.Sprintf("%d.%d.%d.%d", 45+c.r.IntN(170), c.r.IntN(256), c.r.IntN(256), 1+c.r.IntN(254))
		},
		"cc": func(c *ctx) string { return c.pick([]string{"us", "uk"}) },
		"bait": func(c *ctx) string {
			return c.pick(ld[c.f.lang].bait)
		},
		"bt":    func(c *ctx) string { return c.pick([]string{"secure", "client", "portal", "account", "id", "service"}) },
		"tld":   func(c *ctx) string { return c.pick(abusedTLDs) },
		"short": func(c *ctx) string { return c.scheme() + c.pick(shorteners) + "/" + c.num("aaaaaaa") },
		"shost": func(c *ctx) string { return c.scamHost() },
		// surl: a scam link built the way kits build them.
		"surl": func(c *ctx) string {
			switch c.r.IntN(10) {
			case 0, 1:
				return c.slot("short")
			case 2:
				return "http://" + c.slot("ip") + "/" + c.slot("bt") + c.pick([]string{"/", "/login", "/verify", "/index.php"})
			default:
				return c.scheme() + c.slot("shost") + c.scamPath()
			}
		},
		// hurl: a scam link on a host of its own (no shortener, no IP), for e-mail bodies.
		"hurl":  func(c *ctx) string { return c.scheme() + c.slot("shost") + c.scamPath() },
		"name":  func(c *ctx) string { return c.pick(ld[c.f.lang].names) },
		"name2": func(c *ctx) string { return c.pick(ld[c.f.lang].names) },
		"fname": func(c *ctx) string { return c.pick(gendered[c.f.lang+"/f"]) },
		"mname": func(c *ctx) string { return c.pick(gendered[c.f.lang+"/m"]) },
		"last":  func(c *ctx) string { return c.pick(ld[c.f.lang].lasts) },
		"last2": func(c *ctx) string { return c.pick(ld[c.f.lang].lasts) },
		"day":   func(c *ctx) string { return c.pick(ld[c.f.lang].days[:5]) },
		"date":  func(c *ctx) string { return c.date() },
		"date2": func(c *ctx) string { return c.date() },
		"time":  func(c *ctx) string { return c.clock(0) },
		"time2": func(c *ctx) string {
			c.slot("time")
			h := 0
			fmt.Sscan(c.v["_hour"], &h)
			return c.clock(h)
		},
		"percent": func(c *ctx) string { return c.pick([]string{"10", "15", "20", "25", "30", "40", "50"}) },
		"amtday":  func(c *ctx) string { return c.money(80, 450, true) },
		"subamt":  func(c *ctx) string { return c.price(2, 17) },
		"amt":     func(c *ctx) string { return c.money(3, 140, false) },
		"amt2":    func(c *ctx) string { return c.money(3, 140, false) },
		"amtm":    func(c *ctx) string { return c.money(150, 1900, false) },
		"amtr":    func(c *ctx) string { return c.money(1, 60, true) }, // small round amounts between people
		"amtl":    func(c *ctx) string { return c.money(2000, 48000, c.chance(0.6)) },
		"fee":     func(c *ctx) string { return c.money(1, 4, false) },
		"mob":     func(c *ctx) string { return c.phone("mob") },
		"tel":     func(c *ctx) string { return c.phone("tel") },
		"free":    func(c *ctx) string { return c.phone("free") },
		"prem":    func(c *ctx) string { return c.phone("prem") },
		"intl":    func(c *ctx) string { return c.phone("intl") },
		"rfcdate": func(c *ctx) string { return c.rfcDate() },
		"mail": func(c *ctx) string {
			local := fold(c.slot("name")) + c.pick([]string{".", "", "_", "."}) + fold(c.slot("last")) + c.pick([]string{"", "", c.digits(2)})
			return local + "@" + c.pick(ld[c.f.lang].mailHosts)
		},
		"to": func(c *ctx) string {
			if c.chance(0.5) {
				return fmt.Sprintf("%s %s <%s>", c.slot("name"), c.slot("last"), c.slot("mail"))
			}
			return c.slot("mail")
		},
		"from": func(c *ctx) string { return c.defaultFrom() },
		"replyto": func(c *ctx) string {
			return c.num(c.pick([]string{"aaaaaa.aaaa", "aaaaaaadd", "aaaa.aaaaaddd"})) + "@" + c.pick([]string{"gmail.com", "outlook.com", "proton.me", "yahoo.com", "mail.ru", "gmx.com", "hotmail.com"})
		},
	})
}

var langSlots = map[string]map[string]func(c *ctx) string{}

func init() {
	for k, v := range map[string]string{
		"trk_ups":       "1ZXXXdddddddddddd",
		"trk_fedex":     "Ddddddddddd",
		"trk_usps":      "94001dddddddddddddddddd",
		"trk_rm":        "AAdddddddddGB",
		"trk_evri":      "HXXdddddddddddd",
		"trk_dpduk":     "15ddddddddddddd",
		"trk_dhl":       "Ddddddddd",
		"trk_dhlde":     "00340434dddddddddddd",
		"trk_hermes":    "H10dddddddddddddddd",
		"trk_dpd":       "0ddddddddddddd",
		"trk_gls":       "Ddddddddddd",
		"trk_laposte":   "6Adddddddddddd",
		"trk_chrono":    "XAddddddddFR",
		"trk_correos":   "PQ4XXXddddddddddddd",
		"trk_seur":      "Ddddddddddddddd",
		"trk_mrw":       "0dddddddddd",
		"trk_amzl":      "TBA|dddddddddddd",
		"trk_relais":    "dddddddd",
		"trk_postnl":    "3SXXXXddddddd",
		"trk_ctt":       "RA|dddddddddPT",
		"trk_generic":   "AAdddddddddAA",
		"trk_generic2":  "XXXXdddddddd",
		"sortcode":      "dd-dd-dd",
		"acct":          "Ddddddddd",
		"ibanfr":        "FR76 dddd dddd dddd dddd dddd ddd",
		"ibanes":        "ES dd dddd dddd dd dddddddddd",
		"ibande":        "DE| dd dddd dddd dddd dddd dd",
		"ibanlt":        "LTdd dddd dddd dddd dddd",
		"cnt2":          "Dd",
		"code3":         "ddd",
		"btcaddr":       "bc1qaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
		"ethaddr":       "0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
		"postcode_uk":   "AAD DAA",
		"zip":           "Ddddd",
		"plate_uk":      "AAdd AAA",
		"plate_fr":      "AA-ddd-AA",
		"plate_es":      "dddd AAA",
		"plate_de":      "A-AA dddd",
		"pnr":           "XXXXXX",
		"pin4":          "dddd",
		"case":          "Ddddddd",
		"invoice":       "INV-Dddddd",
		"ver":           "D.dd",
		"trk_generic3":  "Dddddddddddd",
		"trk_sms_short": "dddddd",
	} {
		lit, pattern, ok := strings.Cut(v, "|")
		if !ok {
			lit, pattern = "", v
		}
		commonSlots[k] = func(c *ctx) string { return lit + c.num(pattern) }
	}
	commonSlots["trk"] = func(c *ctx) string {
		return c.slot(c.pick([]string{"trk_generic", "trk_generic2", "trk_generic3", "trk_ups", "trk_rm", "trk_usps"}))
	}
	commonSlots["cnt"] = func(c *ctx) string { return fmt.Sprint(2 + c.r.IntN(9)) }
	commonSlots["btc"] = func(c *ctx) string { return fmt.Sprintf("0.%04d", 50+c.r.IntN(900)) }
	commonSlots["fullname"] = func(c *ctx) string { return c.slot("name2") + " " + c.slot("last2") }
}

// has tells whether the message has, or the family can give, a value for key.
func (c *ctx) has(key string) bool {
	_, ok := c.v[key]
	_, ok2 := c.f.cols[key]
	return ok || ok2
}

func slug(s string) string {
	s = fold(s)
	var b strings.Builder
	for _, r := range s {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// defaultFrom is the From header of a raw e-mail when the family gives none.
func (c *ctx) defaultFrom() string {
	freemail := func() string {
		return fold(c.slot("name2")) + c.pick([]string{".", "", "_"}) + fold(c.slot("last2")) + c.digits(c.r.IntN(3)) + "@" +
			c.pick([]string{"gmail.com", "outlook.com", "yahoo.com", "hotmail.com", "proton.me", "aol.com"})
	}
	if c.f.label == "scam" {
		local := c.pick([]string{"no-reply", "noreply", "support", "service", "info", "security", "notice", "billing", "contact", "admin"})
		if c.chance(0.4) {
			local += c.digits(3)
		}
		switch {
		case c.has("brand"):
			return fmt.Sprintf("\"%s\" <%s@%s>", c.slot("brand"), local, c.slot("shost"))
		case c.has("org"):
			return fmt.Sprintf("\"%s\" <%s@%s>", c.slot("org"), local, c.slot("shost"))
		case c.has("lawyer"):
			return fmt.Sprintf("\"%s\" <%s>", c.slot("lawyer"), freemail())
		case c.has("boss"):
			return fmt.Sprintf("\"%s\" <%s.%s@%s>", c.slot("boss"), slug(c.slot("boss")), c.pick([]string{"office", "exec", "ceo", "mobile"}), c.pick([]string{"gmail.com", "outlook.com", "execmail.net", "ceo-office.com"}))
		}
		return fmt.Sprintf("\"%s %s\" <%s>", c.slot("name2"), c.slot("last2"), freemail())
	}
	switch {
	case c.has("co"):
		return fmt.Sprintf("\"%s %s\" <%s.%s@%s>", c.slot("name2"), c.slot("last2"), slug(c.slot("name2")), slug(c.slot("last2")), c.slot("co"))
	case c.has("brand") && c.has("turl"):
		host := c.slot("turl")
		host = strings.TrimPrefix(strings.TrimPrefix(host, "https://"), "http://")
		host, _, _ = strings.Cut(host, "/")
		for _, p := range []string{"www.", "tools.", "track.", "trace.", "tracking.", "s."} {
			host = strings.TrimPrefix(host, p)
		}
		return fmt.Sprintf("\"%s\" <%s@%s>", c.slot("brand"), c.pick([]string{"noreply", "no-reply", "notification", "tracking"}), host)
	case c.has("brand") && c.has("dom") && c.slot("dom") != "":
		local := c.pick([]string{"no-reply", "noreply", "info", "hello", "service", "notifications", "alerts"})
		return fmt.Sprintf("\"%s\" <%s@%s>", c.slot("brand"), local, c.slot("dom"))
	case c.has("org"):
		return fmt.Sprintf("\"%s\" <%s@%s.%s>", c.slot("org"), c.pick([]string{"info", "contact", "hello", "news"}), slug(c.slot("org")), c.pick(map[string][]string{"en": {"org.uk", "org", "co.uk", "com"}, "fr": {"fr", "org"}, "es": {"es", "org"}, "de": {"de", "org"}}[c.f.lang]))
	case c.has("place"):
		return fmt.Sprintf("\"%s\" <%s@%s.%s>", c.slot("place"), c.pick([]string{"reception", "info", "bookings", "noreply"}), slug(c.slot("place")), c.pick(map[string][]string{"en": {"co.uk", "com"}, "fr": {"fr", "com"}, "es": {"es", "com"}, "de": {"de", "com"}}[c.f.lang]))
	}
	return fmt.Sprintf("\"%s %s\" <%s>", c.slot("name2"), c.slot("last2"), freemail())
}

var gendered = map[string][]string{
	"en/f": {"Emma", "Olivia", "Sophie", "Mia", "Chloe", "Grace", "Ava", "Lucy", "Megan", "Jess", "Sarah", "Kate", "Anna", "Hannah", "Ellie", "Priya", "Aisha", "Zoe", "Jennifer", "Lily"},
	"en/m": {"Jack", "Tom", "Liam", "Noah", "James", "Ethan", "Harry", "Daniel", "Ryan", "Ben", "Chris", "Mike", "Josh", "David", "Marcus", "Connor", "Tyler", "Robert", "Steven", "Mark"},
	"fr/f": {"Camille", "Léa", "Manon", "Chloé", "Emma", "Inès", "Sarah", "Mathilde", "Pauline", "Claire", "Élodie", "Sophie", "Julie", "Céline", "Yasmine", "Margaux", "Aurélie", "Isabelle"},
	"fr/m": {"Lucas", "Hugo", "Louis", "Nathan", "Thomas", "Julien", "Antoine", "Nicolas", "Maxime", "Baptiste", "Romain", "Karim", "Mehdi", "Quentin", "Théo", "Philippe", "Olivier"},
	"es/f": {"Lucía", "Sofía", "María", "Paula", "Martina", "Carmen", "Laura", "Elena", "Marta", "Irene", "Nerea", "Cristina", "Ana", "Rocío", "Alba", "Isabel"},
	"es/m": {"Hugo", "Pablo", "Alejandro", "Daniel", "Javier", "Sergio", "Carlos", "Álvaro", "Adrián", "Raúl", "Diego", "Iker", "Jorge", "Manuel", "Rubén", "Antonio"},
	"de/f": {"Anna", "Lena", "Laura", "Lea", "Julia", "Sarah", "Hannah", "Katrin", "Sabine", "Nina", "Marie", "Jana", "Ayşe", "Birgit", "Emily", "Claudia"},
	"de/m": {"Lukas", "Leon", "Finn", "Jonas", "Paul", "Felix", "Maximilian", "Stefan", "Thomas", "Michael", "Jan", "Tobias", "Tim", "Sven", "Mehmet", "Uwe", "Niklas"},
}
