package engine

// ContentType is the kind of content analysed.
type ContentType uint8

// Content types. TypeUnknown in a Request asks the engine to detect the type.
const (
	TypeUnknown ContentType = iota
	TypeURL
	TypeSMS
	TypeEmail
	TypePhone
)

var contentTypeNames = [...]string{"", "url", "sms", "email", "phone"}

// String returns the API name of t ("url", "sms", "email", "phone"), or "" for TypeUnknown.
func (t ContentType) String() string {
	if int(t) < len(contentTypeNames) {
		return contentTypeNames[t]
	}
	return ""
}

// ParseContentType maps an API name to a ContentType.
func ParseContentType(s string) (ContentType, bool) {
	return parseName[ContentType](contentTypeNames[:], s)
}

// parseName returns the index of s in names, leaving out names[0]: the zero value
// (TypeUnknown, ScamNone) is never a name a client may send.
func parseName[T ~uint8](names []string, s string) (T, bool) {
	for i, n := range names {
		if i > 0 && n == s {
			return T(i), true
		}
	}
	return 0, false
}

// Verdict is the classification of a score (spec section 3).
type Verdict uint8

// Verdicts in increasing order of risk.
const (
	VerdictSafe Verdict = iota
	VerdictSuspect
	VerdictScam
)

// String returns the check-response naming: safe, suspect, scam.
func (v Verdict) String() string {
	switch v {
	case VerdictSuspect:
		return "suspect"
	case VerdictScam:
		return "scam"
	}
	return "safe"
}

// BatchString returns the batch/quickstart naming: safe, suspicious, dangerous.
func (v Verdict) BatchString() string {
	switch v {
	case VerdictSuspect:
		return "suspicious"
	case VerdictScam:
		return "dangerous"
	}
	return "safe"
}

// VerdictFor maps a score 0-100 to its verdict: 0-30 safe, 31-70 suspect, 71-100 scam.
func VerdictFor(score int) Verdict {
	switch {
	case score >= 71:
		return VerdictScam
	case score >= 31:
		return VerdictSuspect
	}
	return VerdictSafe
}

// ScamType is a scam category: the eight report types plus None.
type ScamType uint8

// Scam types, as accepted by POST /v1/report.
const (
	ScamNone ScamType = iota
	ScamPhishingBank
	ScamPhishingOther
	ScamFakeDelivery
	ScamRomance
	ScamInvestment
	ScamTechSupport
	ScamLottery
	ScamOther
	numScamTypes
)

// NumScamTypes is the number of scam types including ScamNone.
const NumScamTypes = int(numScamTypes)

var scamTypeNames = [...]string{
	"none", "phishing_bank", "phishing_other", "fake_delivery", "romance_scam",
	"investment_scam", "tech_support", "lottery", "other",
}

// String returns the API name of t.
func (t ScamType) String() string {
	if int(t) < len(scamTypeNames) {
		return scamTypeNames[t]
	}
	return "other"
}

// Coarse returns the quickstart naming: "phishing" for any phishing_* type.
func (t ScamType) Coarse() string {
	if t == ScamPhishingBank || t == ScamPhishingOther {
		return "phishing"
	}
	return t.String()
}

// IsPhishing reports whether t is one of the phishing_* types.
func (t ScamType) IsPhishing() bool { return t == ScamPhishingBank || t == ScamPhishingOther }

// ParseScamType maps an API name to a ScamType. "none" is not a reportable type and is refused.
func ParseScamType(s string) (ScamType, bool) {
	return parseName[ScamType](scamTypeNames[:], s)
}

// Lang selects the language of reasons and advice.
type Lang uint8

// Supported languages.
const (
	LangEN Lang = iota
	LangFR
)

// Layer indexes, in spec order.
const (
	LayerCache = iota
	LayerPhishing
	LayerSemantic
	LayerFraud
	LayerCommunity
	LayerDeepAI
	NumLayers
)

// LayerNames are the API names of the layers in spec order.
var LayerNames = [NumLayers]string{"cache", "phishing", "semantic", "fraud", "community", "deep_ai"}

// Layer is the outcome of one detection layer, as the API returns it.
type Layer struct {
	RiskScore  int     // 0-100; 0 when nothing found or not run
	Confidence float64 // 0-1; 0 when nothing found or not run
	IsThreat   bool
	Ran        bool
	// Details is a comma-separated list of findings. Append with AddDetail.
	Details []byte
	// Nanos is the time spent in the layer; the API reports it in whole milliseconds.
	Nanos int64
	// ScamType and Brand are this layer's opinion, used when combining.
	ScamType ScamType
	Brand    string
}

// AddDetail appends one finding to l.Details, separated by ", ".
func (l *Layer) AddDetail(s string) {
	if len(l.Details) > 0 {
		l.Details = append(l.Details, ", "...)
	}
	l.Details = append(l.Details, s...)
}

// StartDetail returns l.Details with a separator appended, ready for appending one
// finding built from parts; store the result back into l.Details.
func (l *Layer) StartDetail() []byte {
	if len(l.Details) > 0 {
		l.Details = append(l.Details, ", "...)
	}
	return l.Details
}

// flag sets the layer's opinion, keeping the strongest score seen.
func (l *Layer) flag(score int, conf float64) {
	if score > l.RiskScore {
		l.RiskScore = score
	}
	if conf > l.Confidence {
		l.Confidence = conf
	}
}

// Request is one piece of content to analyse. The engine does not keep it.
type Request struct {
	Content []byte      // raw content as sent by the client
	Type    ContentType // TypeUnknown: detect
	Lang    Lang        // language of reasons and advice
	Now     int64       // Unix seconds; 0 means time.Now()
}

// Result is filled by Analyze. It is owned by the caller and reusable: Analyze resets it.
// Slices inside it are valid until the next Analyze or Reset on the same Result.
type Result struct {
	Type       ContentType // detected or given type
	Normalized []byte      // normalized content (D14): the cache key and report identity
	Score      int
	Verdict    Verdict
	Confidence float64
	ScamType   ScamType
	Brand      string // impersonated brand; "" means null
	Layers     [NumLayers]Layer
	Concordant int
	Boost      bool
	Advice     string // static text, not owned by the Result

	reasons   []byte // all reasons, concatenated
	reasonEnd []int  // end offset of each reason in reasons

	s scratch // per-call working memory, reused across calls
}

// Reset clears r for reuse, keeping its buffers.
func (r *Result) Reset() {
	r.Type = TypeUnknown
	r.Normalized = r.Normalized[:0]
	r.Score, r.Verdict, r.Confidence = 0, VerdictSafe, 0
	r.ScamType, r.Brand = ScamNone, ""
	for i := range r.Layers {
		d := r.Layers[i].Details[:0]
		r.Layers[i] = Layer{Details: d}
	}
	r.Concordant, r.Boost, r.Advice = 0, false, ""
	r.reasons = r.reasons[:0]
	r.reasonEnd = r.reasonEnd[:0]
	r.s.reset()
}

// NumReasons returns the number of reasons.
func (r *Result) NumReasons() int { return len(r.reasonEnd) }

// Reason returns reason i; valid until the next Reset.
func (r *Result) Reason(i int) []byte {
	start := 0
	if i > 0 {
		start = r.reasonEnd[i-1]
	}
	return r.reasons[start:r.reasonEnd[i]]
}

// AddReason appends a reason made of a fixed string.
func (r *Result) AddReason(s string) {
	r.reasons = append(r.reasons, s...)
	r.reasonEnd = append(r.reasonEnd, len(r.reasons))
}

// ReasonBuf returns the buffer to append one reason to; pass the grown buffer to
// CommitReason. Between the two calls no other reason may be added.
func (r *Result) ReasonBuf() []byte { return r.reasons }

// CommitReason ends the reason appended to the buffer returned by ReasonBuf.
func (r *Result) CommitReason(b []byte) {
	r.reasons = b
	r.reasonEnd = append(r.reasonEnd, len(b))
}
