package loadgen

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"sync/atomic"
	"unicode/utf8"
)

// kind is the content type of one generated item.
type kind uint8

const (
	kindURL kind = iota
	kindSMS
	kindEmail
	kindPhone
	numKinds
)

var kindNames = [numKinds]string{"url", "sms", "email", "phone"}

// defaultMix is the workload mix when -mix is not given: mostly URLs and SMS, as
// integrators of a scam checker send them.
const defaultMix = "url=40,sms=40,email=10,phone=10"

// mix holds the cumulative share of each kind; the last entry is 1.
type mix [numKinds]float64

// parseMix parses "url=40,sms=40,email=10,phone=10" (weights, normalized to sum 1).
// Kinds left out get weight 0.
func parseMix(s string) (mix, error) {
	var w [numKinds]float64
	var m mix
	total := 0.0
	for _, part := range strings.Split(s, ",") {
		name, val, ok := strings.Cut(strings.TrimSpace(part), "=")
		if !ok {
			return m, fmt.Errorf("cannot parse mix entry %q: want kind=weight", part)
		}
		k := -1
		for i, n := range kindNames {
			if n == name {
				k = i
			}
		}
		if k < 0 {
			return m, fmt.Errorf("cannot parse mix entry %q: kind must be one of url, sms, email, phone", part)
		}
		f, err := strconv.ParseFloat(val, 64)
		if err != nil || f < 0 || math.IsInf(f, 0) {
			return m, fmt.Errorf("cannot parse mix entry %q: weight must be a number >= 0", part)
		}
		w[k] += f
		total += f
	}
	if total <= 0 {
		return m, fmt.Errorf("cannot use mix %q: weights sum to 0", s)
	}
	acc := 0.0
	for i := range w {
		acc += w[i] / total
		m[i] = acc
	}
	m[numKinds-1] = 1
	return m, nil
}

// pick maps u in [0,1) to a kind.
func (m *mix) pick(u float64) kind {
	for i, c := range m {
		if u < c {
			return kind(i)
		}
	}
	return numKinds - 1
}

// template is one piece of content with a slot for a unique token; both halves are
// stored JSON-escaped so that building a body is two appends and the token.
type template struct {
	head, tail []byte
}

func mustTemplates(list ...string) []template {
	ts := make([]template, len(list))
	for i, s := range list {
		head, tail, ok := strings.Cut(s, "{t}")
		if !ok {
			panic("BUG: template without {t}: " + s)
		}
		ts[i] = template{head: appendJSONString(nil, head), tail: appendJSONString(nil, tail)}
	}
	return ts
}

// templates per kind. The URLs and texts are a realistic blend of benign and scam
// content; {t} receives a unique token so that fresh items never repeat.
var templates = [numKinds][]template{
	kindURL: mustTemplates(
		"https://www.paypal.com/myaccount/summary?ref={t}",
		"https://paypa1-secure-login.com/verify/account?session={t}",
		"http://amaz0n-account-update.xyz/signin/{t}/index.html",
		"https://docs.google.com/forms/d/e/{t}/viewform",
		"https://bit.ly/{t}",
		"https://www.bbc.co.uk/news/articles/{t}",
		"https://secure-chase-alerts.top/login.php?id={t}",
		"http://192.168.13.7/banking/update/{t}",
		"https://royalmail-redelivery-fee.info/track/{t}",
		"https://github.com/golang/go/issues/{t}",
		"https://netflix-billing-support.pages.dev/payment/{t}",
		"https://www.ameli.fr/assure/remboursements/{t}",
	),
	kindSMS: mustTemplates(
		"Royal Mail: your parcel {t} could not be delivered due to an unpaid fee of 1.99 GBP. Reschedule at https://royalmail-redelivery.info now or it is returned.",
		"Hi mum, my phone broke so this is my new number. Can you send me 250 for the rent today? I will pay you back on Friday, promise. Ref {t} love you x",
		"URGENT: your bank account has been suspended after unusual activity ({t}). Verify your identity within 24h at http://secure-bnk-verify.top/login",
		"Your Uber code is {t}. Never share this code. Reply STOP to unsubscribe from marketing messages. Have a nice day and thanks for riding with us!",
		"Congratulations! You have won a 1000 GBP Tesco voucher. Claim with code {t} at http://tesco-rewards-claim.xyz before midnight. T&Cs apply, 18+ only",
		"Reminder: your dentist appointment is on Tuesday at 10:30. Booking ref {t}. To cancel or move it, please call the practice on 020 7946 0321. Thanks",
		"Votre colis {t} est en attente. Des frais de livraison de 2,99 EUR sont requis. Payez ici: https://laposte-suivi-colis.info avant demain soir.",
		"HMRC: you are due a tax refund of 348.50 GBP. Ref {t}. Submit your bank details at https://hmrc-refund-gov.uk-claim.com to receive it in 2 days",
	),
	kindEmail: mustTemplates(
		"Subject: Action required: unusual sign-in activity\n\nDear customer,\n\nWe detected an unusual sign-in attempt on your account from a new device (case {t}). For your protection we have temporarily limited access to your account.\n\nTo restore full access, please confirm your identity within 24 hours by visiting the secure page below:\n\nhttps://account-security-check.com/verify?case={t}\n\nIf you do not confirm your details, your account will be permanently suspended and any pending payments will be cancelled. We apologise for any inconvenience.\n\nSincerely,\nThe Account Security Team\n\nThis is an automated message, please do not reply.",
		"Subject: Minutes of Thursday's planning meeting\n\nHi all,\n\nPlease find below the minutes of Thursday's planning meeting (doc {t}).\n\n1. The Q3 roadmap was approved with the changes discussed.\n2. Marie will circulate the updated budget by Monday.\n3. The offsite is confirmed for the 14th; travel details to follow.\n\nThe full notes are on the shared drive: https://intranet.example.com/notes/{t}\n\nLet me know if I missed anything.\n\nBest regards,\nTom",
		"Subject: Investment opportunity - guaranteed 30% monthly returns\n\nHello friend,\n\nI am a senior trader at a leading crypto fund and I want to share a private opportunity with you (invitation {t}). Our AI trading bot has delivered guaranteed returns of 30% every month for two years.\n\nStart with only 250 USD and withdraw your profits at any time. Places are limited to 50 investors this week, so act fast.\n\nRegister now: https://crypto-profit-ai.io/join/{t}\n\nWarm regards,\nDaniel",
		"Subject: Your order has shipped\n\nHello,\n\nGood news: your order {t} has shipped and should arrive within 3 to 5 working days. You can follow its progress from your account page.\n\nItems: 1 x Wireless headphones, 1 x USB-C cable.\n\nIf you have questions about your order, visit our help centre at https://www.example-shop.com/help or reply to this e-mail.\n\nThank you for shopping with us.\n\nCustomer Service",
	),
}

// phonePrefixes are the fixed parts of generated phone numbers; 8 digits follow, so
// that every number has a valid length for its range: UK mobile, French mobile, UK
// premium rate, German mobile, Dutch mobile, London.
var phonePrefixes = []string{"+4479", "+336", "+4490", "+49151", "+316", "+4420"}

// workload decides, for each request ticket, what to send: a /v1/check or a
// /v1/batch, and for each item whether it repeats an item of the hot set or is fresh.
// Decisions depend only on the seed and the ticket, so a run is reproducible and
// tests can count exactly what was sent.
type workload struct {
	mix        mix
	hitRatio   float64
	batchShare float64
	batchItems int
	seed       uint64
	nonce      string // per-run prefix of fresh tokens: fresh content never repeats across runs
	nonceNum   uint64 // per-run offset of fresh phone numbers
	hot        [][]byte
	fresh      atomic.Uint64 // counter behind fresh tokens
}

// newWorkload builds the hot set (hotSize items drawn from the mix with seed) and
// returns a workload whose fresh tokens start with nonce.
func newWorkload(m mix, hitRatio, batchShare float64, batchItems, hotSize int, seed, nonce uint64) *workload {
	w := &workload{
		mix:        m,
		hitRatio:   hitRatio,
		batchShare: batchShare,
		batchItems: batchItems,
		seed:       seed,
		nonce:      strconv.FormatUint(nonce%(36*36*36*36*36*36), 36) + "x",
		nonceNum:   nonce,
	}
	w.hot = make([][]byte, hotSize)
	for i := range w.hot {
		h := splitmix(seed ^ 0x9e3779b97f4a7c15*uint64(i+1))
		k := m.pick(unit(h))
		w.hot[i] = appendItem(nil, k, "h"+strconv.FormatUint(seed%1000, 36)+"x"+strconv.Itoa(i), uint64(i), hotPhoneBase+(seed*31+uint64(i))%hotPhoneBase)
	}
	return w
}

// plan is what one ticket sends.
type plan struct {
	batch bool
	items int // number of items (1 for a check)
	hot   int // items taken from the hot set
}

// build appends the body of ticket t to dst and returns it with its plan.
func (w *workload) build(dst []byte, t uint64) ([]byte, plan) {
	r := splitmix(w.seed ^ 0xd1b54a32d192ed03*(t+1))
	var p plan
	p.batch = w.batchShare > 0 && unit(r) < w.batchShare
	if !p.batch {
		p.items = 1
		var hot bool
		dst, hot = w.appendNext(dst, splitmix(r+1))
		if hot {
			p.hot++
		}
		return dst, p
	}
	p.items = w.batchItems
	dst = append(dst, `{"items":[`...)
	for i := 0; i < w.batchItems; i++ {
		if i > 0 {
			dst = append(dst, ',')
		}
		var hot bool
		dst, hot = w.appendNext(dst, splitmix(r+uint64(i)+1))
		if hot {
			p.hot++
		}
	}
	return append(dst, "]}"...), p
}

// appendNext appends one item chosen by the random value h.
func (w *workload) appendNext(dst []byte, h uint64) ([]byte, bool) {
	if w.hitRatio > 0 && unit(h) < w.hitRatio {
		return append(dst, w.hot[splitmix(h)%uint64(len(w.hot))]...), true
	}
	k := w.mix.pick(unit(splitmix(h ^ 0x2545f4914f6cdd1d)))
	n := w.fresh.Add(1)
	var tok [24]byte
	token := strconv.AppendUint(append(tok[:0], w.nonce...), n, 36)
	return appendItem(dst, k, string(token), n, (w.nonceNum*7919+n*104729)%hotPhoneBase), false
}

// hotPhoneBase splits the 8-digit phone space: fresh numbers below it, hot ones above.
const hotPhoneBase = 50000000

// appendItem appends {"content":"...","type":"..."} for kind k: template n%len with
// the token, or for phones prefix n%len followed by the 8 digits of d.
func appendItem(dst []byte, k kind, token string, n, d uint64) []byte {
	dst = append(dst, `{"content":"`...)
	if k == kindPhone {
		dst = append(dst, phonePrefixes[n%uint64(len(phonePrefixes))]...)
		var digits [8]byte
		for i := len(digits) - 1; i >= 0; i-- {
			digits[i] = byte('0' + d%10)
			d /= 10
		}
		dst = append(dst, digits[:]...)
	} else {
		ts := templates[k]
		t := &ts[n%uint64(len(ts))]
		dst = append(dst, t.head...)
		dst = append(dst, token...)
		dst = append(dst, t.tail...)
	}
	dst = append(dst, `","type":"`...)
	dst = append(dst, kindNames[k]...)
	return append(dst, `"}`...)
}

// splitmix is the SplitMix64 finalizer: a cheap, well-mixed hash of x.
func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// unit maps h to [0,1).
func unit(h uint64) float64 { return float64(h>>11) / (1 << 53) }

// appendJSONString appends s as the inside of a JSON string (no quotes), escaping
// quotes, backslashes, control characters and invalid UTF-8 (as U+FFFD).
func appendJSONString(dst []byte, s string) []byte {
	const hex = "0123456789abcdef"
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '"' || c == '\\':
				dst = append(dst, '\\', c)
			case c == '\n':
				dst = append(dst, '\\', 'n')
			case c == '\r':
				dst = append(dst, '\\', 'r')
			case c == '\t':
				dst = append(dst, '\\', 't')
			case c < 0x20:
				dst = append(dst, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			default:
				dst = append(dst, c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			dst = append(dst, `\ufffd`...)
		} else {
			dst = append(dst, s[i:i+size]...)
		}
		i += size
	}
	return dst
}
