package engine

import "math"

// The community layer: the reports on the content, its hosts, domains and phone
// numbers (live.go keeps them), weighed by account and age into a risk.

// layerCommunity scores the community reports on the content, its hosts, domains and
// phone numbers (communityScore). Reports on a URL of a brand's official or a
// popular domain score nothing: they wait for an operator, and the layer says so.
func (e *Engine) layerCommunity(res *Result, l *Layer, now int64) {
	l.Ran = true
	best, bestKind, review := 0, byte(0), 0
	var bestStats commStats
	e.subjects(res, func(kind byte, k uint64, protected bool) {
		if protected && kind != keyContent {
			return
		}
		st, ok := e.live.community.get(k)
		if !ok || st.count == 0 {
			return
		}
		if protected {
			review = st.count
			return
		}
		s := communityScore(st, now)
		if kind == keyDomain {
			s = s * 8 / 10 // a report on another URL of the same domain weighs less
		}
		if s > best {
			best, bestKind, bestStats = s, kind, st
		}
	})
	if best == 0 {
		if review > 0 {
			b := l.StartDetail()
			b = appendInt(b, review)
			b = append(b, " report(s) under review: a brand's or a popular domain, only an operator confirms"...)
			l.Details = b
		} else {
			l.AddDetail("no community report")
		}
		return
	}
	conf := 0.5 + 0.1*float64(min(len(bestStats.accounts), 4))
	l.flag(best, conf)
	l.ScamType = bestStats.topType()
	b := l.StartDetail()
	b = appendInt(b, bestStats.count)
	b = append(b, " reports from "...)
	b = appendInt(b, len(bestStats.accounts))
	b = append(b, " accounts (weight "...)
	b = appendTenths(b, evidence(bestStats))
	b = append(b, ") on this "...)
	b = append(b, kindName(bestKind)...)
	if v := velocity(bestStats, now); v > 0 {
		b = append(b, ", "...)
		b = appendInt(b, v)
		b = append(b, " in the last 24h"...)
	}
	l.Details = b
	rb := res.ReasonBuf()
	if res.s.lang == LangFR {
		rb = append(rb, "👥 Signalé par "...)
		rb = appendInt(rb, len(bestStats.accounts))
		if len(bestStats.accounts) > 1 {
			rb = append(rb, " membres de la communauté pour "...)
		} else {
			rb = append(rb, " membre de la communauté pour "...)
		}
		rb = append(rb, kindNameFR(bestKind)...)
	} else {
		rb = append(rb, "👥 Reported by "...)
		rb = appendInt(rb, len(bestStats.accounts))
		rb = append(rb, " community member(s) for this "...)
		rb = append(rb, kindName(bestKind)...)
	}
	res.CommitReason(rb)
}

func kindName(k byte) string {
	switch k {
	case keyHost:
		return "host"
	case keyDomain:
		return "domain"
	case keyPhone:
		return "phone number"
	}
	return "content"
}

// kindNameFR is kindName in French, with its determiner: "ce numéro de téléphone".
func kindNameFR(k byte) string {
	switch k {
	case keyHost:
		return "cet hôte"
	case keyDomain:
		return "ce domaine"
	case keyPhone:
		return "ce numéro de téléphone"
	}
	return "ce contenu"
}

// communityScore turns the reports on a subject into a risk. The evidence E is the
// sum over the reporting accounts of their reports' weights, each account counting
// at most 1 (weights are set by the caller: account age, plan, rejected reports,
// bursts). The risk is 90 * (1 - exp(-E/2)), halved every 30 days since the last
// report. So one account gives at most 35, two at most 57, three 70 (suspect): a
// scam (71) from the community alone needs four or more accounts, or more, less
// trusted ones, whose evidence exceeds 3.1.
func communityScore(st commStats, now int64) int {
	s := int(90*(1-math.Exp(-evidence(st)/2)) + 0.5)
	last := st.first
	if n := len(st.recent); n > 0 {
		last = st.recent[n-1]
	}
	age := now - last
	const halfLife = 30 * 24 * 3600
	for age > halfLife && s > 0 {
		s /= 2
		age -= halfLife
	}
	return clampScore(s)
}

// evidence is the sum of the accounts' weights, each at most 1.
func evidence(st commStats) float64 {
	w := uint32(0)
	for _, a := range st.accounts {
		w += min(a.w, 1000)
	}
	return float64(w) / 1000
}

// appendTenths appends f with one decimal.
func appendTenths(b []byte, f float64) []byte {
	t := int(f*10 + 0.5)
	b = appendInt(b, t/10)
	return append(b, '.', byte('0'+t%10))
}

// velocity is the number of reports in the 24 hours before now.
func velocity(st commStats, now int64) int {
	n := 0
	for _, t := range st.recent {
		if now-t <= 24*3600 && t <= now+60 {
			n++
		}
	}
	return n
}
