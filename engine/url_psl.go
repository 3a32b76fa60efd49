package engine

//go:generate go run ../scripts/genpsl -out url_psl_table.go

// publicSuffix returns the length of the public suffix of a lower-case host and
// whether it is ICANN-managed. It is golang.org/x/net/publicsuffix's PublicSuffix
// (same tables, see url_psl_table.go, same algorithm) on a []byte without its
// netip.ParseAddr check, which allocates an error for every non-IP host; callers
// handle IP hosts before. TestPublicSuffixMatchesXNet keeps the two in step.
func publicSuffix(domain []byte) (int, bool) {
	lo, hi := uint32(0), uint32(pslNumTLD)
	s, suffix, icannNode, wildcard, icann := domain, len(domain), false, false, false
loop:
	for {
		dot := lastIndexByte(s, '.')
		if wildcard {
			icann = icannNode
			suffix = 1 + dot
		}
		if lo == hi {
			break
		}
		f := pslFind(s[1+dot:], lo, hi)
		if f == pslNotFound {
			break
		}
		u := uint32(pslNode(f) >> (pslNodesBitsTextOffset + pslNodesBitsTextLength))
		icannNode = u&(1<<pslNodesBitsICANN-1) != 0
		u >>= pslNodesBitsICANN
		u = pslChild(u & (1<<pslNodesBitsChildren - 1))
		lo = u & (1<<pslChildrenBitsLo - 1)
		u >>= pslChildrenBitsLo
		hi = u & (1<<pslChildrenBitsHi - 1)
		u >>= pslChildrenBitsHi
		switch u & (1<<pslChildrenBitsNodeType - 1) {
		case pslNodeTypeNormal:
			suffix = 1 + dot
		case pslNodeTypeException:
			suffix = 1 + len(s)
			break loop
		}
		u >>= pslChildrenBitsNodeType
		wildcard = u&(1<<pslChildrenBitsWildcard-1) != 0
		if !wildcard {
			icann = icannNode
		}
		if dot == -1 {
			break
		}
		s = s[:dot]
	}
	if suffix == len(domain) {
		// No rule matched: the prevailing rule "*" makes the last label the suffix.
		return len(domain) - 1 - lastIndexByte(domain, '.'), icann
	}
	return len(domain) - suffix, icann
}

const pslNotFound uint32 = 1<<32 - 1

// pslFind returns the node in [lo, hi) whose label equals label, or pslNotFound.
func pslFind(label []byte, lo, hi uint32) uint32 {
	for lo < hi {
		mid := lo + (hi-lo)/2
		s := pslLabel(mid)
		switch {
		case s < string(label):
			lo = mid + 1
		case s == string(label):
			return mid
		default:
			hi = mid
		}
	}
	return pslNotFound
}

func pslLabel(i uint32) string {
	x := pslNode(i)
	length := x & (1<<pslNodesBitsTextLength - 1)
	x >>= pslNodesBitsTextLength
	offset := x & (1<<pslNodesBitsTextOffset - 1)
	return pslText[offset : offset+length]
}

func pslChild(i uint32) uint32 {
	u := pslChildren[i*4:]
	return uint32(u[3]) | uint32(u[2])<<8 | uint32(u[1])<<16 | uint32(u[0])<<24
}

func pslNode(i uint32) uint64 {
	u := pslNodes[uint64(i)*(pslNodesBits/8):]
	return uint64(u[4]) | uint64(u[3])<<8 | uint64(u[2])<<16 | uint64(u[1])<<24 | uint64(u[0])<<32
}
