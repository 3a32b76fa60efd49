package engine

// The client's type is a hint, never a way to hide evidence. A hint is taken when
// the content has the hinted shape; a url or phone hint on a message (words with a
// link or number among them) analyses the message as a text, which looks at its
// words and at every link and number in it. An sms or email hint is always taken:
// a text is searched for links and numbers, so a bare URL sent as sms still gets
// the URL analysis. Content that cannot be of the hinted type at all (no link for
// url, no phone number for phone) is refused by the caller (CheckHint).

// hintedType is the type to analyse trimmed NFKC content t as, given hint.
func hintedType(hint ContentType, t []byte) ContentType {
	switch hint {
	case TypeUnknown:
		return detectType(t)
	case TypeURL:
		if len(t) > 0 && !hasSpace(t) && !isPhoneNumber(t) {
			return TypeURL
		}
	case TypePhone:
		if isPhoneNumber(t) {
			return TypePhone
		}
	default:
		return hint
	}
	return detectType(t)
}

// isPhoneNumber reports whether all of t has the shape of one phone number.
func isPhoneNumber(t []byte) bool {
	end, ok := phoneSpan(t, 0)
	return ok && end == len(t)
}

// Reasons of CheckHint.
const (
	hintNoURL   = "the content holds no URL: send it without type, or with type sms or email"
	hintNoPhone = "the content holds no phone number: send it without type, or with type sms or email"
)

// CheckHint returns why content cannot be of the hinted type at all: a url hint on
// content with no link in it, a phone hint on content with no phone number. It
// returns "" when the hint is acceptable, always for sms, email and no hint.
// Content of the hinted shape is accepted without further work; only a mismatch
// is normalized and searched (and allocates nothing once warm).
func (e *Engine) CheckHint(content []byte, hint ContentType) string {
	if hint != TypeURL && hint != TypePhone {
		return ""
	}
	if t := trimSpace(content); isASCII(t) && hintedType(hint, t) == hint {
		return ""
	}
	res := e.prepared(content, hint)
	defer preparedPool.Put(res)
	if res.Type == hint {
		return "" // the hinted shape once in NFKC
	}
	if hint == TypePhone {
		if len(res.s.u.phones) > 0 {
			return ""
		}
		return hintNoPhone
	}
	for i := range res.s.u.urls {
		if !res.s.u.urls[i].Email {
			return ""
		}
	}
	return hintNoURL
}
