package engine

// Reasons for the findings on phone numbers (phone_risk.go), in English or French,
// and the names they use.

// maxPhoneReasons bounds the reasons about phone numbers in one result.
const maxPhoneReasons = 4

// appendPhoneReasons adds one reason per finding on the content's numbers (at most
// maxPhoneReasons), in French when fr. explain calls it for a verdict other than safe.
func appendPhoneReasons(res *Result, fr bool) {
	phones := res.s.u.phones
	if len(phones) == 0 {
		if res.Type == TypePhone {
			if fr {
				res.AddReason("📞 Ce n'est pas un numéro de téléphone valide : un numéro affiché de ce genre est usurpé")
			} else {
				res.AddReason("📞 Not a valid phone number: a caller ID like this is spoofed")
			}
		}
		return
	}
	n := 0
	for i := range phones {
		p := &phones[i]
		for f := phoneFinding(0); f < numPhoneFindings && n < maxPhoneReasons; f++ {
			if !p.risk.has(f) {
				continue
			}
			rb := res.ReasonBuf()
			if fr {
				rb = appendPhoneReasonFR(rb, p, f)
			} else {
				rb = appendPhoneReasonEN(rb, p, f)
			}
			res.CommitReason(rb)
			n++
		}
	}
}

// appendNumberEN appends "Ivorian mobile number +2250712345678".
func appendNumberEN(b []byte, p *Phone, typed bool) []byte {
	start := len(b)
	b = append(b, regionName(p.risk.class.region).en...)
	if start < len(b) && b[start] >= 'a' && b[start] <= 'z' {
		b[start] -= 'a' - 'A'
	}
	if typed {
		b = append(b, ' ')
		b = append(b, phoneTypeNames[p.risk.class.typ]...)
	}
	b = append(b, " number "...)
	return append(b, p.E164...)
}

// appendNumberFR appends "Numéro mobile ivoirien +2250712345678".
func appendNumberFR(b []byte, p *Phone, typed bool) []byte {
	b = append(b, "Numéro "...)
	if typed {
		b = append(b, phoneTypeNamesFR[p.risk.class.typ]...)
		b = append(b, ' ')
	}
	b = append(b, regionName(p.risk.class.region).fr...)
	b = append(b, ' ')
	return append(b, p.E164...)
}

func appendPhoneReasonEN(b []byte, p *Phone, f phoneFinding) []byte {
	b = append(b, "📞 "...)
	switch f {
	case findInvalid:
		b = append(b, p.E164...)
		return append(b, " is not a valid phone number: a caller ID like this is spoofed"...)
	case findUnassigned:
		b = append(b, p.E164...)
		return append(b, " is in an unassigned number range: no line has it, a caller ID like this is spoofed"...)
	case findPremium:
		b = append(b, "Premium-rate number "...)
		b = append(b, p.E164...)
		b = append(b, ": calls cost up to "...)
		return append(b, premiumPrice(p.risk.class.region).en...)
	case findPremiumBait:
		return append(b, "The message uses a prize or an urgency to make you call a premium-rate number: the call itself pays the scammer"...)
	case findCallback:
		b = appendNumberEN(b, p, false)
		return append(b, ": a country known for call-back (Wangiri) fraud, where calling back costs a lot"...)
	case findLocal:
		b = appendNumberEN(b, p, false)
		return append(b, " written as a local one: calling it is an international call"...)
	case findForeign:
		b = appendNumberEN(b, p, false)
		b = append(b, " in a message written in "...)
		b = append(b, langNames[p.risk.lang].en...)
		return append(b, ": the sender is not where the message pretends to be"...)
	case findShared:
		b = appendNumberEN(b, p, true)
		return append(b, ": calls cost more than a normal call"...)
	case findVoIP:
		b = appendNumberEN(b, p, true)
		return append(b, ": anyone can get one online, from anywhere"...)
	case findPersonal:
		b = appendNumberEN(b, p, true)
		return append(b, ": it looks like a mobile but forwards calls anywhere, even abroad, at a high rate"...)
	case findPager:
		b = appendNumberEN(b, p, true)
		return append(b, ": a pager, not a phone"...)
	}
	return b
}

func appendPhoneReasonFR(b []byte, p *Phone, f phoneFinding) []byte {
	b = append(b, "📞 "...)
	switch f {
	case findInvalid:
		b = append(b, p.E164...)
		return append(b, " n'est pas un numéro de téléphone valide : un numéro affiché de ce genre est usurpé"...)
	case findUnassigned:
		b = append(b, p.E164...)
		return append(b, " appartient à une tranche de numéros non attribuée : aucune ligne ne l'utilise, un numéro affiché de ce genre est usurpé"...)
	case findPremium:
		b = append(b, "Numéro surtaxé "...)
		b = append(b, p.E164...)
		b = append(b, " : les appels coûtent jusqu'à "...)
		return append(b, premiumPrice(p.risk.class.region).fr...)
	case findPremiumBait:
		return append(b, "Le message promet un gain ou presse d'appeler un numéro surtaxé : c'est l'appel lui-même qui rapporte à l'escroc"...)
	case findCallback:
		b = appendNumberFR(b, p, false)
		return append(b, " : un pays connu pour la fraude au rappel (Wangiri), où rappeler coûte cher"...)
	case findLocal:
		b = appendNumberFR(b, p, false)
		return append(b, " écrit comme un numéro local : l'appel sera facturé à l'international"...)
	case findForeign:
		b = appendNumberFR(b, p, false)
		b = append(b, " dans un message en "...)
		b = append(b, langNames[p.risk.lang].fr...)
		return append(b, " : l'expéditeur n'est pas là où le message le prétend"...)
	case findShared:
		b = appendNumberFR(b, p, true)
		return append(b, " : l'appel coûte plus qu'un appel normal"...)
	case findVoIP:
		b = appendNumberFR(b, p, true)
		return append(b, " : n'importe qui peut en obtenir un en ligne, de n'importe où"...)
	case findPersonal:
		b = appendNumberFR(b, p, true)
		return append(b, " : il ressemble à un mobile mais renvoie les appels n'importe où, même à l'étranger, à un tarif élevé"...)
	case findPager:
		b = appendNumberFR(b, p, true)
		return append(b, " : un numéro de radiomessagerie, pas un téléphone"...)
	}
	return b
}

var phoneTypeNamesFR = [numPhoneTypes]string{
	"invalide", "fixe", "mobile", "fixe ou mobile", "gratuit", "surtaxé",
	"à coût partagé", "VoIP", "personnel", "de radiomessagerie", "d'entreprise (UAN)", "de messagerie vocale",
}

// nameEnFr is a name in English and French.
type nameEnFr struct{ en, fr string }

// regionName is the adjective of a region ("UK", "britannique"), its ISO code for a
// region without one here.
func regionName(region string) nameEnFr {
	switch region {
	case "US":
		return nameEnFr{"US", "américain"}
	case "CA":
		return nameEnFr{"Canadian", "canadien"}
	case "GB":
		return nameEnFr{"UK", "britannique"}
	case "GG":
		return nameEnFr{"Guernsey", "de Guernesey"}
	case "JE":
		return nameEnFr{"Jersey", "de Jersey"}
	case "IM":
		return nameEnFr{"Isle of Man", "de l'île de Man"}
	case "FR":
		return nameEnFr{"French", "français"}
	case "ES":
		return nameEnFr{"Spanish", "espagnol"}
	case "DE":
		return nameEnFr{"German", "allemand"}
	case "BE":
		return nameEnFr{"Belgian", "belge"}
	case "CH":
		return nameEnFr{"Swiss", "suisse"}
	case "NL":
		return nameEnFr{"Dutch", "néerlandais"}
	case "IT":
		return nameEnFr{"Italian", "italien"}
	case "IE":
		return nameEnFr{"Irish", "irlandais"}
	case "CI":
		return nameEnFr{"Ivorian", "ivoirien"}
	case "TN":
		return nameEnFr{"Tunisian", "tunisien"}
	case "JM":
		return nameEnFr{"Jamaican", "jamaïcain"}
	case "GD":
		return nameEnFr{"Grenadian", "grenadien"}
	case "TC":
		return nameEnFr{"Turks and Caicos", "des îles Turques-et-Caïques"}
	case "VG":
		return nameEnFr{"British Virgin Islands", "des îles Vierges britanniques"}
	case "DO":
		return nameEnFr{"Dominican", "dominicain"}
	case "AG":
		return nameEnFr{"Antiguan", "d'Antigua-et-Barbuda"}
	case "SO":
		return nameEnFr{"Somali", "somalien"}
	case "MR":
		return nameEnFr{"Mauritanian", "mauritanien"}
	case "KM":
		return nameEnFr{"Comorian", "comorien"}
	case "LV":
		return nameEnFr{"Latvian", "letton"}
	case "GN":
		return nameEnFr{"Guinean", "guinéen"}
	case "LR":
		return nameEnFr{"Liberian", "libérien"}
	case "SL":
		return nameEnFr{"Sierra Leonean", "sierra-léonais"}
	case "CD":
		return nameEnFr{"Congolese (DR Congo)", "congolais (RD Congo)"}
	case "NR":
		return nameEnFr{"Nauruan", "nauruan"}
	case "PG":
		return nameEnFr{"Papua New Guinean", "papouan-néo-guinéen"}
	case "SB":
		return nameEnFr{"Solomon Islands", "des îles Salomon"}
	case "VU":
		return nameEnFr{"Vanuatu", "vanuatais"}
	case "CK":
		return nameEnFr{"Cook Islands", "des îles Cook"}
	case "TV":
		return nameEnFr{"Tuvaluan", "tuvaluan"}
	case "TL":
		return nameEnFr{"Timor-Leste", "du Timor oriental"}
	case "TO":
		return nameEnFr{"Tongan", "tongien"}
	case "PW":
		return nameEnFr{"Palauan", "palaois"}
	case "WF":
		return nameEnFr{"Wallis and Futuna", "de Wallis-et-Futuna"}
	case "NU":
		return nameEnFr{"Niuean", "niuéen"}
	case "KI":
		return nameEnFr{"Kiribati", "kiribatien"}
	case "TK":
		return nameEnFr{"Tokelau", "des Tokelau"}
	case "FM":
		return nameEnFr{"Micronesian", "micronésien"}
	case "MH":
		return nameEnFr{"Marshall Islands", "des îles Marshall"}
	case "MS":
		return nameEnFr{"Montserrat", "de Montserrat"}
	case "DM":
		return nameEnFr{"Dominica", "de la Dominique"}
	case "AT":
		return nameEnFr{"Austrian", "autrichien"}
	case "PT":
		return nameEnFr{"Portuguese", "portugais"}
	case "MX":
		return nameEnFr{"Mexican", "mexicain"}
	case "CO":
		return nameEnFr{"Colombian", "colombien"}
	case "CL":
		return nameEnFr{"Chilean", "chilien"}
	case "AR":
		return nameEnFr{"Argentine", "argentin"}
	case "PE":
		return nameEnFr{"Peruvian", "péruvien"}
	case "EC":
		return nameEnFr{"Ecuadorian", "équatorien"}
	case "BR":
		return nameEnFr{"Brazilian", "brésilien"}
	case "AU":
		return nameEnFr{"Australian", "australien"}
	case "IN":
		return nameEnFr{"Indian", "indien"}
	case "NG":
		return nameEnFr{"Nigerian", "nigérian"}
	case "ZA":
		return nameEnFr{"South African", "sud-africain"}
	case "001":
		return nameEnFr{"international-network", "de réseau international"}
	}
	return nameEnFr{region, region}
}

// premiumPrice is the usual maximum price of a call to a premium-rate number of a
// region: the caps or common top tariffs of the national regulators (Arcep, Ofcom,
// Bundesnetzagentur, ACM), rounded; elsewhere a comparison.
func premiumPrice(region string) nameEnFr {
	switch region {
	case "FR":
		return nameEnFr{"€3/min", "3 €/min"}
	case "GB", "GG", "JE", "IM":
		return nameEnFr{"£3.60/min", "3,60 £/min"}
	case "DE", "ES":
		return nameEnFr{"€3/min", "3 €/min"}
	case "NL":
		return nameEnFr{"€1/min", "1 €/min"}
	case "US", "CA":
		return nameEnFr{"$5/min", "5 $/min"}
	}
	return nameEnFr{"several times the price of a normal call", "plusieurs fois le prix d'un appel normal"}
}

// appendPublishedReason says, of a phone number checked on its own that a brand
// publishes, whose it is, and that a caller can display it: the fake bank
// adviser calls with the bank's own number on the screen.
func appendPublishedReason(res *Result, fr bool) {
	if res.Type != TypePhone || len(res.s.u.phones) == 0 || !res.s.u.phones[0].risk.published {
		return
	}
	p := &res.s.u.phones[0]
	rb := append(res.ReasonBuf(), "📞 "...)
	rb = append(rb, p.E164...)
	if fr {
		rb = append(rb, " est un numéro publié par "...)
	} else {
		rb = append(rb, " is a number published by "...)
	}
	rb = append(rb, p.risk.pub.brand...)
	rb = append(rb, " ("...)
	if fr {
		rb = append(rb, phoneLineNames[p.risk.pub.line].fr...)
	} else {
		rb = append(rb, phoneLineNames[p.risk.pub.line].en...)
	}
	if fr {
		rb = append(rb, "). Un appelant peut afficher n'importe quel numéro : en cas de doute, raccrochez et rappelez ce numéro vous-même"...)
	} else {
		rb = append(rb, "). A caller can display any number: if in doubt, hang up and call this number yourself"...)
	}
	res.CommitReason(rb)
}
