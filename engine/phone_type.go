package engine

import (
	"math/bits"

	"github.com/nyaruka/phonenumbers"
)

//go:generate go run ../scripts/genphone -out phone_table.go

// Number types: what phonenumbers' metadata says of an E.164 number, read from the
// digit tries of phone_table.go for the calling codes we serve and those of the
// call-back list (no allocation, no regular expression), from phonenumbers itself
// for the others. TestPhoneTableMatchesLibrary checks the tries against the library.

// phoneType is a number type of phonenumbers' metadata. The generator writes these
// values: keep its list (scripts/genphone) in the same order.
type phoneType uint8

const (
	phoneInvalid phoneType = iota // not a valid number
	phoneFixed
	phoneMobile
	phoneFixedOrMobile // the plan does not tell fixed lines from mobiles (NANP)
	phoneTollFree
	phonePremium
	phoneShared
	phoneVoIP
	phonePersonal
	phonePager
	phoneUAN
	phoneVoicemail
	numPhoneTypes
)

var phoneTypeNames = [numPhoneTypes]string{
	"invalid", "fixed-line", "mobile", "fixed-line or mobile", "toll-free", "premium-rate",
	"shared-cost", "VoIP", "personal", "pager", "company (UAN)", "voicemail",
}

// libraryTypes maps phonenumbers.PhoneNumberType to phoneType.
var libraryTypes = [...]phoneType{
	phonenumbers.FIXED_LINE: phoneFixed, phonenumbers.MOBILE: phoneMobile,
	phonenumbers.FIXED_LINE_OR_MOBILE: phoneFixedOrMobile, phonenumbers.TOLL_FREE: phoneTollFree,
	phonenumbers.PREMIUM_RATE: phonePremium, phonenumbers.SHARED_COST: phoneShared,
	phonenumbers.VOIP: phoneVoIP, phonenumbers.PERSONAL_NUMBER: phonePersonal,
	phonenumbers.PAGER: phonePager, phonenumbers.UAN: phoneUAN,
	phonenumbers.VOICEMAIL: phoneVoicemail, phonenumbers.UNKNOWN: phoneInvalid,
}

// phoneCode is the trie of one calling code.
type phoneCode struct {
	cc       uint16
	regions  string // comma-separated regions sharing the code, in phonenumbers' order
	root     uint16 // index in phoneNodes
	possible uint32 // bit L: a national number of L digits is possible in the main region
}

// phoneNode is one digit prefix; see phoneNodes.
type phoneNode struct {
	kids  uint16 // bit d: the prefix followed by d has a node
	first uint16 // index of the first child; the others follow in digit order
	leaf  uint16 // the node's leaves are phoneLeaves[leaf:next node's leaf]
}

// phoneLeaf gives region and type to every number of a length below its node.
type phoneLeaf struct {
	lengths uint32 // bit L: numbers of L digits
	region  uint8  // index in the code's regions
	typ     phoneType
}

// phoneClass is what the numbering plans say of one E.164 number.
type phoneClass struct {
	cc     int
	region string // "GB", "001" for international networks; "" when unknown or invalid
	typ    phoneType
	// possible: the national number has a length of its country's plan, so an
	// invalid number is in an unassigned range rather than malformed.
	possible bool
}

// phoneCodeIndex is the index in phoneCodes of each calling code, plus one.
var phoneCodeIndex = func() (t [1000]uint8) {
	for i := range phoneCodes {
		t[phoneCodes[i].cc] = uint8(i + 1)
	}
	return t
}()

// classifyPhone returns the country, region and type of an E.164 number (+ and
// digits). It does not allocate for a calling code with a trie.
func classifyPhone(e164 []byte) phoneClass {
	if len(e164) < 2 || e164[0] != '+' {
		return phoneClass{}
	}
	d := e164[1:]
	cc, n := 0, 0
	for n < 3 && n < len(d) {
		cc = cc*10 + int(d[n]-'0')
		n++
		if callingCodes[cc] != callingCodeUnknown {
			break
		}
	}
	if callingCodes[cc] == callingCodeUnknown {
		return phoneClass{}
	}
	nsn := d[n:]
	if i := phoneCodeIndex[cc]; i > 0 {
		c := &phoneCodes[i-1]
		region, typ := c.lookup(nsn)
		return phoneClass{cc: cc, region: region, typ: typ, possible: len(nsn) < 32 && c.possible&(1<<len(nsn)) != 0}
	}
	return classifyLibrary(e164, cc)
}

// lookup walks the trie of c for the national significant number nsn.
func (c *phoneCode) lookup(nsn []byte) (string, phoneType) {
	if len(nsn) >= 32 {
		return "", phoneInvalid
	}
	bit := uint32(1) << len(nsn)
	n := int(c.root)
	for i := 0; ; i++ {
		node := &phoneNodes[n]
		for _, lf := range phoneLeaves[node.leaf:phoneNodes[n+1].leaf] {
			if lf.lengths&bit != 0 {
				return regionAt(c.regions, int(lf.region)), lf.typ
			}
		}
		if i == len(nsn) {
			return "", phoneInvalid
		}
		digit := nsn[i] - '0'
		if digit > 9 || node.kids&(1<<digit) == 0 {
			return "", phoneInvalid
		}
		n = int(node.first) + bits.OnesCount16(node.kids&(1<<digit-1))
	}
}

// regionAt returns the i-th region of a comma-separated list.
func regionAt(list string, i int) string {
	start := 0
	for j := 0; j < len(list); j++ {
		if list[j] == ',' {
			if i == 0 {
				return list[start:j]
			}
			i--
			start = j + 1
		}
	}
	return list[start:]
}

// classifyLibrary asks phonenumbers (about 10 µs and a few dozen allocations).
func classifyLibrary(e164 []byte, cc int) phoneClass {
	num, err := phonenumbers.Parse(string(e164), "ZZ")
	if err != nil {
		return phoneClass{cc: cc}
	}
	t := phonenumbers.GetNumberType(num)
	c := phoneClass{cc: cc, possible: phonenumbers.IsPossibleNumberWithReason(num) == phonenumbers.IS_POSSIBLE}
	if int(t) < len(libraryTypes) {
		c.typ = libraryTypes[t]
	}
	if c.typ != phoneInvalid {
		c.region = phonenumbers.GetRegionCodeForNumber(num)
	}
	return c
}

// mainRegion is the main region of a calling code ("GB" for 44), "" for none.
func mainRegion(cc int) string {
	if cc <= 0 || cc >= len(phoneCodeIndex) {
		return ""
	}
	if i := phoneCodeIndex[cc]; i > 0 {
		return regionAt(phoneCodes[i-1].regions, 0)
	}
	return phonenumbers.GetRegionCodeForCountryCode(cc)
}
