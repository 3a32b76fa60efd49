package engine

import (
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"scamcheck/data"
)

// email700 is a phishing e-mail of about 700 characters, shaped like the load
// generator's (bench/loadgen/workload.go).
const email700 = "Subject: Action required: unusual sign-in activity\n\nDear customer,\n\n" +
	"We detected an unusual sign-in attempt on your account from a new device (case k3x9q2). " +
	"For your protection we have temporarily limited access to your account.\n\n" +
	"To restore full access, please confirm your identity within 24 hours by visiting the secure page below:\n\n" +
	"https://account-security-check.com/verify?case=k3x9q2\n\n" +
	"If you do not confirm your details, your account will be permanently suspended and any pending payments will be cancelled. " +
	"We apologise for any inconvenience.\n\nSincerely,\nThe Account Security Team\n\nThis is an automated message, please do not reply."

// BenchmarkAnalyzeEmail is one call on a ~700-character e-mail, type detected.
func BenchmarkAnalyzeEmail(b *testing.B) {
	e := newTextEngine(b)
	req := &Request{Content: []byte(email700), Now: 1_800_000_000}
	var res Result
	b.ReportAllocs()
	b.SetBytes(int64(len(email700)))
	for b.Loop() {
		e.Analyze(req, &res)
	}
}

// BenchmarkAnalyzePhone is one call on a phone number, type detected: a British
// mobile, and German and Dutch numbers shaped like the load generator's.
func BenchmarkAnalyzePhone(b *testing.B) {
	e := newTextEngine(b)
	for _, c := range []struct{ name, number string }{
		{"gb", "+447700900123"},
		{"de", "+491512345678"},
		{"nl", "+316812345678"},
	} {
		b.Run(c.name, func(b *testing.B) {
			req := &Request{Content: []byte(c.number), Now: 1_800_000_000}
			var res Result
			b.ReportAllocs()
			for b.Loop() {
				e.Analyze(req, &res)
			}
		})
	}
}

// mixedTemplates are URLs and SMS shaped like the load generator's (bench/loadgen/
// workload.go); {t} receives a unique token.
var mixedTemplates = []string{
	"https://www.paypal.com/myaccount/summary?ref={t}",
	"https://paypa1-secure-login.com/verify/account?session={t}",
	"http://amaz0n-account-update.xyz/signin/{t}/index.html",
	"https://docs.google.com/forms/d/e/{t}/viewform",
	"https://bit.ly/{t}",
	"https://www.bbc.co.uk/news/articles/{t}",
	"https://secure-chase-alerts.top/login.php?id={t}",
	"https://royalmail-redelivery-fee.info/track/{t}",
	"Royal Mail: your parcel {t} could not be delivered due to an unpaid fee of 1.99 GBP. Reschedule at https://royalmail-redelivery.info now or it is returned.",
	"Hi mum, my phone broke so this is my new number. Can you send me 250 for the rent today? I will pay you back on Friday, promise. Ref {t} love you x",
	"URGENT: your bank account has been suspended after unusual activity ({t}). Verify your identity within 24h at http://secure-bnk-verify.top/login",
	"Your Uber code is {t}. Never share this code. Reply STOP to unsubscribe from marketing messages. Have a nice day and thanks for riding with us!",
	"Reminder: your dentist appointment is on Tuesday at 10:30. Booking ref {t}. To cancel or move it, please call the practice on 020 7946 0321. Thanks",
	"Votre colis {t} est en attente. Des frais de livraison de 2,99 EUR sont requis. Payez ici: https://laposte-suivi-colis.info avant demain soir.",
}

// mixedRequests returns 1024 distinct URLs and SMS made from mixedTemplates.
func mixedRequests() []Request {
	reqs := make([]Request, 1024)
	for i := range reqs {
		tok := strconv.FormatUint(uint64(i)*0x9e3779b97f4a7c15>>20, 36)
		reqs[i] = Request{Content: []byte(strings.Replace(mixedTemplates[i%len(mixedTemplates)], "{t}", tok, 1)), Now: 1_800_000_000}
	}
	return reqs
}

// BenchmarkAnalyzeMixed cycles through 1024 distinct URLs and SMS (half each, type
// detected), so that the per-content lookups are not all cache hits.
func BenchmarkAnalyzeMixed(b *testing.B) {
	e := newTextEngine(b)
	reqs := mixedRequests()
	var res Result
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		e.Analyze(&reqs[i%len(reqs)], &res)
		i++
	}
}

// evictBytes is the size of the buffer BenchmarkAnalyzeMixedCold walks between two
// analyses: twice a core's L2 cache on the machines we run on (1 MiB per core), so
// that the engine's tables are no longer in L2 (most are still in L3), as between
// two requests of a loaded server.
const evictBytes = 4 << 20

// BenchmarkAnalyzeMixedCold is BenchmarkAnalyzeMixed with cold caches: before each
// analysis it walks an unrelated 4 MiB buffer (one byte written per cache line),
// which evicts the engine's tables from L1 and L2. Its ns/op is the analysis alone:
// each analysis is timed by two readings of the monotonic clock (some 40 ns of the
// figure, the same before and after a change), and the mean of these times
// replaces the default ns/op, which would be mostly the walk. The slowest 1% are
// left out of the mean: analyses that the scheduler interrupted, whose time says
// nothing about the engine and would make the figure swing between runs.
// (b.StopTimer/StartTimer around the walk would read the memory statistics, a
// stop-the-world, at each call.) The walk takes some 40 µs, so -benchtime=300ms
// runs some 6000 analyses.
func BenchmarkAnalyzeMixedCold(b *testing.B) {
	e := newTextEngine(b)
	reqs := mixedRequests()
	evict := make([]byte, evictBytes)
	times := make([]time.Duration, 0, 1<<20)
	var res Result
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		for j := 0; j < len(evict); j += 64 {
			evict[j]++
		}
		start := time.Now()
		e.Analyze(&reqs[i%len(reqs)], &res)
		if len(times) < cap(times) {
			times = append(times, time.Since(start))
		}
		i++
	}
	slices.Sort(times)
	kept := times[:len(times)-len(times)/100]
	var sum time.Duration
	for _, d := range kept {
		sum += d
	}
	b.ReportMetric(float64(sum.Nanoseconds())/float64(len(kept)), "ns/op")
}

// BenchmarkNew is the construction of an engine from the embedded data: the
// engine's share of the server's start-up.
func BenchmarkNew(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := New(data.FS); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAnalyzeRawEmail20KB is one call on a raw 20 KB e-mail
// (multipart/alternative, quoted-printable HTML): parsing, links and every layer.
func BenchmarkAnalyzeRawEmail20KB(b *testing.B) {
	e := newTextEngine(b)
	msg := email20KB()
	req := &Request{Content: msg, Type: TypeEmail, Now: 1_800_000_000}
	var res Result
	b.ReportAllocs()
	b.SetBytes(int64(len(msg)))
	for b.Loop() {
		e.Analyze(req, &res)
	}
}

// BenchmarkDeepAI is the deep_ai layer alone on a text in the grey zone: the
// perceptron over the evidence features, its details and its reason.
func BenchmarkDeepAI(b *testing.B) {
	e := newTextEngine(b)
	var res Result
	e.Analyze(&Request{Content: []byte("Hallo Mama, das ist meine neue Nummer. Kannst du mir schnell 400€ überweisen?"), Type: TypeSMS, Now: 1_800_000_000}, &res)
	b.ReportAllocs()
	for b.Loop() {
		l := &res.Layers[LayerDeepAI]
		l.Details = l.Details[:0]
		res.reasons, res.reasonEnd = res.reasons[:0], res.reasonEnd[:0]
		e.layerDeepAI(&res, l)
	}
}
