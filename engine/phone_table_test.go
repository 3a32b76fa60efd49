package engine

import (
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/nyaruka/phonenumbers"
)

// TestPhoneTableMatchesLibrary checks the tries of phone_table.go against
// phonenumbers: for every calling code with a trie, the metadata's example numbers
// and random numbers, of the example's length or any from 4 to 17 digits (random
// digits after a prefix of the example, so that many fall in real ranges), get the library's
// type, validity, region and possibility (a length of the plan, local-only lengths
// excluded).
func TestPhoneTableMatchesLibrary(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	checked, valid, skipped := 0, 0, 0
	check := func(cc int, nsn string) {
		t.Helper()
		e164 := "+" + itoa(cc) + nsn
		if num, err := phonenumbers.Parse(e164, "ZZ"); err == nil && phonenumbers.GetNationalSignificantNumber(num) != nsn {
			// The library strips a national prefix (+1 1…): the engine never keeps
			// such a form of a valid number (appendLibraryE164).
			skipped++
			return
		}
		got := classifyPhone([]byte(e164))
		want := classifyLibrary([]byte(e164), cc)
		if got != want {
			t.Fatalf("classifyPhone(%s) = %+v; want %+v (phonenumbers)", e164, got, want)
		}
		checked++
		if got.typ != phoneInvalid {
			valid++
		}
	}
	for i := range phoneCodes {
		cc := int(phoneCodes[i].cc)
		var examples []string
		for _, region := range phonenumbers.GetRegionCodesForCountryCode(cc) {
			for typ := phonenumbers.FIXED_LINE; typ < phonenumbers.UNKNOWN; typ++ {
				var num *phonenumbers.PhoneNumber
				if region == "001" {
					num = phonenumbers.GetExampleNumberForNonGeoEntity(cc)
				} else {
					num = phonenumbers.GetExampleNumberForType(region, typ)
				}
				if num != nil {
					examples = append(examples, phonenumbers.GetNationalSignificantNumber(num))
				}
			}
		}
		if len(examples) == 0 {
			t.Fatalf("calling code %d: got no example number; want some", cc)
		}
		for _, ex := range examples {
			check(cc, ex)
			for k := range 120 {
				keep := rng.IntN(len(ex) + 1)
				b := []byte(ex[:keep])
				n := len(ex) // mostly the example's length, where the valid numbers are
				if k%4 == 0 {
					n = 4 + rng.IntN(14)
				}
				for len(b) < n {
					b = append(b, byte('0'+rng.IntN(10)))
				}
				check(cc, string(b))
			}
		}
	}
	if valid < checked/4 {
		t.Fatalf("%d of %d numbers valid; want at least a quarter, so that the ranges are exercised", valid, checked)
	}
	t.Logf("%d numbers, %d valid, %d skipped (a national prefix the library strips)", checked, valid, skipped)
}

// TestPhoneTableVersion: the tables come from the phonenumbers version in go.mod;
// after an upgrade, run go generate ./engine.
func TestPhoneTableVersion(t *testing.T) {
	b, err := os.ReadFile("../go.mod")
	if err != nil {
		t.Fatalf("cannot read go.mod: %v", err)
	}
	want := "github.com/nyaruka/phonenumbers " + phonenumbersVersion
	if !strings.Contains(string(b), want) {
		t.Fatalf("go.mod does not require %q: regenerate engine/phone_table.go (go generate ./engine)", want)
	}
}

// TestValidInTable checks validInTable's fast path against the library's: for the
// example numbers of every calling code with a trie and random numbers after their
// prefixes, whenever the fast path takes a number its E.164 form is the library's.
func TestValidInTable(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	taken := 0
	for i := range phoneCodes {
		cc := int(phoneCodes[i].cc)
		for _, region := range phonenumbers.GetRegionCodesForCountryCode(cc) {
			for typ := phonenumbers.FIXED_LINE; typ < phonenumbers.UNKNOWN; typ++ {
				var num *phonenumbers.PhoneNumber
				if region == "001" {
					num = phonenumbers.GetExampleNumberForNonGeoEntity(cc)
				} else {
					num = phonenumbers.GetExampleNumberForType(region, typ)
				}
				if num == nil {
					continue
				}
				ex := itoa(cc) + phonenumbers.GetNationalSignificantNumber(num)
				for k := range 60 {
					d := []byte(ex[:len(ex)-k%len(ex)/2])
					for len(d) < len(ex) {
						d = append(d, byte('0'+rng.IntN(10)))
					}
					fast, ok := appendCommonE164(nil, d, true)
					if !ok {
						continue
					}
					taken++
					want, wantOK := appendLibraryE164(nil, d, true)
					if !wantOK || string(fast) != string(want) {
						t.Fatalf("appendCommonE164(+%s) = %s; want %s, %v (phonenumbers)", d, fast, want, wantOK)
					}
				}
			}
		}
	}
	t.Logf("%d numbers on the fast path", taken)
}
