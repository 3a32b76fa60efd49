package engine

// Reasons and advice. Layers add reasons naming their evidence;
// explain runs last, after conclude has dropped layer reasons that would contradict
// a safe verdict, adds a summary reason when none is left and picks the advice: a
// static string per verdict and scam type, in English or French.

// explain adds the verdict's summary reason when none was given, and the advice.
func (e *Engine) explain(req *Request, res *Result) {
	fr := req.Lang == LangFR
	if res.Verdict != VerdictSafe {
		appendPhoneReasons(res, fr) // phone_reasons.go
	} else {
		appendPublishedReason(res, fr)
	}
	if res.NumReasons() == 0 {
		rb := res.ReasonBuf()
		switch res.Verdict {
		case VerdictSafe:
			if fr {
				rb = append(rb, "✅ Aucune menace détectée"...)
			} else {
				rb = append(rb, "✅ No threat detected"...)
			}
			rb = appendRanLayers(rb, res, fr)
		default:
			if fr {
				rb = append(rb, "⚠️ Signaux faibles de plusieurs couches"...)
			} else {
				rb = append(rb, "⚠️ Weak signals from several layers"...)
			}
			rb = appendFlaggingLayers(rb, res, fr)
		}
		res.CommitReason(rb)
	}
	res.Advice = AdviceFor(res.Verdict, res.ScamType, req.Lang)
}

// layerNamesFR name the layers in French reasons; English reasons use LayerNames.
var layerNamesFR = [NumLayers]string{"cache", "hameçonnage", "sémantique", "fraude", "communauté", "IA profonde"}

// layerName is the name of layer i in a reason.
func layerName(i int, fr bool) string {
	if fr {
		return layerNamesFR[i]
	}
	return LayerNames[i]
}

// appendRanLayers appends " (checked: phishing, semantic, ...)".
func appendRanLayers(b []byte, res *Result, fr bool) []byte {
	sep := " (checked: "
	if fr {
		sep = " (vérifié : "
	}
	for i := range res.Layers {
		if !res.Layers[i].Ran {
			continue
		}
		b = append(b, sep...)
		b = append(b, layerName(i, fr)...)
		sep = ", "
	}
	if sep == ", " {
		b = append(b, ')')
	}
	return b
}

// appendFlaggingLayers appends ": semantic 45, fraud 38", the layers with a risk.
func appendFlaggingLayers(b []byte, res *Result, fr bool) []byte {
	sep := ": "
	if fr {
		sep = " : "
	}
	for i := range res.Layers {
		l := &res.Layers[i]
		if !l.Ran || l.RiskScore < 31 {
			continue
		}
		b = append(b, sep...)
		b = append(b, layerName(i, fr)...)
		b = append(b, ' ')
		b = appendInt(b, l.RiskScore)
		sep = ", "
	}
	return b
}

// scamTypeLabel is the human name of a scam type.
func scamTypeLabel(t ScamType, lang Lang) string {
	if lang == LangFR {
		return scamLabelsFR[t]
	}
	return scamLabelsEN[t]
}

var scamLabelsEN = [NumScamTypes]string{
	"scam", "bank phishing", "phishing", "fake delivery", "romance scam",
	"investment scam", "tech-support scam", "lottery scam", "scam",
}

var scamLabelsFR = [NumScamTypes]string{
	"arnaque", "hameçonnage bancaire", "hameçonnage", "faux colis", "arnaque sentimentale",
	"arnaque à l'investissement", "faux support technique", "arnaque à la loterie", "arnaque",
}

// AdviceFor returns the static advice for a verdict and scam type in a language:
// Result.Advice of every analysis (the result cache stores the verdict and type, not
// the text).
func AdviceFor(v Verdict, t ScamType, lang Lang) string {
	if int(t) >= NumScamTypes {
		t = ScamOther
	}
	tab := &adviceEN
	if lang == LangFR {
		tab = &adviceFR
	}
	switch v {
	case VerdictScam:
		return tab.scam[t]
	case VerdictSuspect:
		return tab.suspect[t]
	}
	return tab.safe
}

type adviceTable struct {
	safe    string
	suspect [NumScamTypes]string
	scam    [NumScamTypes]string
}

var adviceEN = adviceTable{
	safe: "No threat detected. Stay careful: never share a password or a code received by SMS, whoever asks.",
	suspect: [NumScamTypes]string{
		ScamNone:          "Be careful: this content shows warning signs. Do not click links or call numbers in it; contact the sender through a channel you already know.",
		ScamPhishingBank:  "Be careful: this may imitate your bank. Do not click the link or call back; open your banking app or call the number on your card.",
		ScamPhishingOther: "Be careful: this may be phishing. Do not click the link or enter any login, password or code; go to the service's site by typing its address yourself.",
		ScamFakeDelivery:  "Be careful: this may be a fake delivery notice. Do not pay any fee through a link; check the tracking number on the carrier's official site.",
		ScamRomance:       "Be careful: this looks like a romance lure. Never send money, gift cards or codes to someone you have not met in person.",
		ScamInvestment:    "Be careful: promises of easy or guaranteed returns are a classic trap. Do not transfer money; check the firm on your financial regulator's register.",
		ScamTechSupport:   "Be careful: real companies do not contact you about viruses. Do not call the number and never give remote access to your device.",
		ScamLottery:       "Be careful: you cannot win a draw you did not enter. Do not call premium numbers, reply or pay anything to claim a prize.",
		ScamOther:         "Be careful: this content shows warning signs. Do not click links or call numbers in it; contact the sender through a channel you already know.",
	},
	scam: [NumScamTypes]string{
		ScamNone:          "This is a scam. Do not reply, click or call; delete it and report it. If you already shared details or paid, contact your bank at once.",
		ScamPhishingBank:  "This is bank phishing. Do not click, reply or call back. If you entered card or login details, call your bank now with the number on your card and block the card.",
		ScamPhishingOther: "This is phishing. Do not click or log in through it. If you entered a password, change it now everywhere you use it and turn on two-step verification.",
		ScamFakeDelivery:  "This is a fake delivery scam. Do not pay any fee or enter card details. If you did, call your bank now; track real parcels only on the carrier's official site.",
		ScamRomance:       "This is a romance scam. Stop all contact and never send money, gift cards or codes. If you already paid, contact your bank and report it to the police.",
		ScamInvestment:    "This is an investment scam. Do not send money or crypto. If you already invested, stop paying (recovery offers are scams too) and report it to your regulator and the police.",
		ScamTechSupport:   "This is a tech-support scam. Do not call the number or install anything. If someone accessed your device, disconnect it, run a trusted antivirus and change your passwords.",
		ScamLottery:       "This is a lottery scam: there is no prize. Do not call, reply or pay any fee; delete the message and block the sender.",
		ScamOther:         "This is a scam. Do not reply, click or call; delete it and report it. If you already shared details or paid, contact your bank at once.",
	},
}

var adviceFR = adviceTable{
	safe: "Aucune menace détectée. Restez prudent : ne communiquez jamais un mot de passe ou un code reçu par SMS, quel que soit le demandeur.",
	suspect: [NumScamTypes]string{
		ScamNone:          "Prudence : ce contenu présente des signes d'alerte. Ne cliquez sur aucun lien et n'appelez aucun numéro qu'il contient ; contactez l'expéditeur par un canal que vous connaissez déjà.",
		ScamPhishingBank:  "Prudence : ce message imite peut-être votre banque. Ne cliquez pas et ne rappelez pas ; ouvrez votre application bancaire ou appelez le numéro inscrit sur votre carte.",
		ScamPhishingOther: "Prudence : il s'agit peut-être d'hameçonnage. Ne cliquez pas et ne saisissez ni identifiant, ni mot de passe, ni code ; tapez vous-même l'adresse du service.",
		ScamFakeDelivery:  "Prudence : ce pourrait être un faux avis de livraison. Ne payez aucuns frais via un lien ; vérifiez le numéro de suivi sur le site officiel du transporteur.",
		ScamRomance:       "Prudence : cela ressemble à une arnaque sentimentale. N'envoyez jamais d'argent, de carte cadeau ou de code à quelqu'un que vous n'avez pas rencontré.",
		ScamInvestment:    "Prudence : les rendements faciles ou garantis sont un piège classique. Ne virez rien ; vérifiez la société sur les listes de l'AMF.",
		ScamTechSupport:   "Prudence : aucune entreprise ne vous contacte pour un virus. N'appelez pas ce numéro et ne donnez jamais l'accès à distance à votre appareil.",
		ScamLottery:       "Prudence : on ne gagne pas à un tirage auquel on n'a pas participé. N'appelez pas de numéro surtaxé, ne répondez pas et ne payez rien.",
		ScamOther:         "Prudence : ce contenu présente des signes d'alerte. Ne cliquez sur aucun lien et n'appelez aucun numéro qu'il contient ; contactez l'expéditeur par un canal que vous connaissez déjà.",
	},
	scam: [NumScamTypes]string{
		ScamNone:          "C'est une arnaque. Ne répondez pas, ne cliquez pas, n'appelez pas ; supprimez le message et signalez-le (33700). Si vous avez payé ou donné des informations, contactez votre banque tout de suite.",
		ScamPhishingBank:  "C'est de l'hameçonnage bancaire. Ne cliquez pas et ne rappelez pas. Si vous avez saisi vos identifiants ou votre carte, appelez votre banque au numéro inscrit sur la carte et faites-la opposer.",
		ScamPhishingOther: "C'est de l'hameçonnage. Ne vous connectez pas via ce lien. Si vous avez saisi un mot de passe, changez-le partout où vous l'utilisez et activez la double authentification.",
		ScamFakeDelivery:  "C'est une arnaque au faux colis. Ne payez aucuns frais et ne saisissez pas votre carte. Si c'est fait, appelez votre banque ; suivez vos colis uniquement sur le site officiel du transporteur.",
		ScamRomance:       "C'est une arnaque sentimentale. Coupez le contact et n'envoyez ni argent, ni carte cadeau, ni code. Si vous avez déjà payé, contactez votre banque et portez plainte.",
		ScamInvestment:    "C'est une arnaque à l'investissement. N'envoyez ni argent ni crypto-actifs. Si vous avez investi, arrêtez de payer (les offres de récupération sont aussi des arnaques) et signalez-le à l'AMF et à la police.",
		ScamTechSupport:   "C'est un faux support technique. N'appelez pas et n'installez rien. Si quelqu'un a accédé à votre appareil, déconnectez-le, lancez un antivirus de confiance et changez vos mots de passe.",
		ScamLottery:       "C'est une arnaque à la loterie : il n'y a aucun gain. N'appelez pas, ne répondez pas, ne payez aucuns frais ; supprimez le message et bloquez l'expéditeur.",
		ScamOther:         "C'est une arnaque. Ne répondez pas, ne cliquez pas, n'appelez pas ; supprimez le message et signalez-le (33700). Si vous avez payé ou donné des informations, contactez votre banque tout de suite.",
	},
}
