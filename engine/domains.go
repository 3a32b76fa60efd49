package engine

import (
	"fmt"

	"github.com/cespare/xxhash/v2"
)

// domainInfo is what the phishing tables know of one host or domain name: the
// lines of hosting.tsv, tlds.tsv, shorteners.txt, popular.txt, freemail.txt and the brands'
// official domains that name it.
type domainInfo struct {
	name         string
	official     int32 // brand whose official registrable domain this is, or -1
	officialHost int32 // brand with this official host inside a shared domain, or -1
	hosting      hostingKind
	tldPoints    int8 // risk points of this TLD or second-level registry, if isTLD
	isTLD        bool
	popular      bool
	shortener    bool
	// ownPages: one of the brands whose official domain this is publishes only
	// its own pages there, not its users' (userPages): youtu.be, not t.me.
	ownPages bool
	// freemail: anyone can get an address at this domain (freemail.txt); a
	// "name.*" line is the entry "name.*", a "*.domain" line sets freemailSubs.
	freemail, freemailSubs bool
}

// domainTable holds every name of the phishing lists in one table: a URL's host,
// its suffixes and its registrable domain are each hashed once and found with one
// probe, where a Go map per list hashed the same name again for each list and read
// two or three cache lines per lookup. Read-only once built.
type domainTable struct {
	infos []domainInfo
	index keyIndex // xxhash of the name -> index in infos
	// names indexes infos by name while the lists load; nil once built.
	names map[string]int32
}

// add returns the entry of name, made if needed; only while loading.
func (t *domainTable) add(name string) *domainInfo {
	if t.names == nil {
		t.names = map[string]int32{}
	}
	i, ok := t.names[name]
	if !ok {
		i = int32(len(t.infos))
		t.names[name] = i
		t.infos = append(t.infos, domainInfo{name: name, official: -1, officialHost: -1})
	}
	return &t.infos[i]
}

// build indexes the entries added.
func (t *domainTable) build() error {
	m := make(map[uint64]int32, len(t.infos))
	for i := range t.infos {
		h := xxhash.Sum64String(t.infos[i].name)
		if j, dup := m[h]; dup {
			return fmt.Errorf("cannot index domain names: %q and %q have one hash", t.infos[j].name, t.infos[i].name)
		}
		m[h] = int32(i)
	}
	t.index = newKeyIndex(m)
	t.names = nil
	return nil
}

// find returns the entry of name, or nil.
func (t *domainTable) find(name []byte) *domainInfo {
	i := t.index.get(xxhash.Sum64(name))
	if i < 0 {
		return nil
	}
	if d := &t.infos[i]; d.name == string(name) {
		return d
	}
	return nil
}
