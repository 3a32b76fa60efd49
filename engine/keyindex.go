package engine

// keyIndex maps well-mixed 64-bit keys (token and phrase hashes, xxhash sums) to
// int32 values, for tables whose keys are all known when the engine is built. It is
// an open-addressing table with linear probing, at most half full, each slot a key
// and its value side by side: a lookup reads one cache line, where a Go map reads
// its control word, then the slot, often in another line. Most lookups are of keys
// that are not there, and end at the first empty slot. Built by newKeyIndex,
// read-only once built.
type keyIndex struct {
	slots []keySlot // len a power of two; key 0 marks an empty slot
	zero  int32     // the value of key 0, which cannot have a slot, or -1
}

type keySlot struct {
	key uint64
	val int32
}

// newKeyIndex returns an index of m.
func newKeyIndex(m map[uint64]int32) keyIndex {
	n := 16
	for n < 2*len(m) {
		n *= 2
	}
	x := keyIndex{slots: make([]keySlot, n), zero: -1}
	for k, v := range m {
		if k == 0 {
			x.zero = v
			continue
		}
		i := x.start(k)
		for x.slots[i].key != 0 {
			i = (i + 1) & (n - 1)
		}
		x.slots[i] = keySlot{key: k, val: v}
	}
	return x
}

// start is the first slot to probe for k.
func (x *keyIndex) start(k uint64) int { return int(k>>32) & (len(x.slots) - 1) }

// get returns the value of k, or -1.
func (x *keyIndex) get(k uint64) int32 {
	if k == 0 {
		return x.zero
	}
	mask := len(x.slots) - 1
	for i := x.start(k); ; i = (i + 1) & mask {
		switch x.slots[i].key {
		case k:
			return x.slots[i].val
		case 0:
			return -1
		}
	}
}
