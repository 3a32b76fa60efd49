package engine

import (
	"encoding/binary"
	"fmt"
	"io/fs"
	"math"
)

// nameModel scores how much a host name (without its public suffix or hosting
// platform) looks like the throw-away names of scam sites: a logistic regression
// over hashed character 3- to 5-grams, trained by scripts/gennamemodel on the
// polkadot-js deny list against the OpenDNS train lists.
type nameModel struct {
	bits    uint32
	bias    float32
	scale   float32
	weights []int8
}

// Name-model file: "SCNM", version 1, bits (uint32), bias, scale (float32), then
// 1<<bits int8 weights, all little endian.
func loadNameModel(fsys fs.FS, name string) (*nameModel, error) {
	b, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil, err
	}
	if len(b) < 20 || string(b[:4]) != "SCNM" || binary.LittleEndian.Uint32(b[4:]) != 1 {
		return nil, fmt.Errorf("cannot decode %s: bad header", name)
	}
	m := &nameModel{bits: binary.LittleEndian.Uint32(b[8:])}
	if m.bits < 8 || m.bits > 24 || len(b) != 20+1<<m.bits {
		return nil, fmt.Errorf("cannot decode %s: %d bits for %d bytes", name, m.bits, len(b))
	}
	m.bias = math.Float32frombits(binary.LittleEndian.Uint32(b[12:]))
	m.scale = math.Float32frombits(binary.LittleEndian.Uint32(b[16:]))
	m.weights = make([]int8, 1<<m.bits)
	for i := range m.weights {
		m.weights[i] = int8(b[20+i])
	}
	return m, nil
}

// logit returns the model's log-odds that name is a scam name. The n-grams are taken
// over "^" + name + "$", built in a buffer on the stack for names up to 254 bytes
// (all host names). FNV-1a hashes a byte at a time, so the 3-, 4- and 5-grams
// starting at one position are hashed in one pass; the weights are summed as
// integers, in whatever order.
func (m *nameModel) logit(name []byte) float32 {
	var buf [256]byte
	var b []byte
	if len(name)+2 <= len(buf) {
		b = buf[:0]
	}
	b = append(append(append(b, '^'), name...), '$')
	sum := int32(0)
	shift := (32 - m.bits) & 31
	w := m.weights
	for i := 0; i+3 <= len(b); i++ {
		h := uint32(2166136261)
		h = (h ^ uint32(b[i])) * 16777619
		h = (h ^ uint32(b[i+1])) * 16777619
		h = (h ^ uint32(b[i+2])) * 16777619
		sum += int32(w[h>>shift]) // the 3-gram
		if i+4 <= len(b) {
			h = (h ^ uint32(b[i+3])) * 16777619
			sum += int32(w[h>>shift])
			if i+5 <= len(b) {
				h = (h ^ uint32(b[i+4])) * 16777619
				sum += int32(w[h>>shift])
			}
		}
	}
	return m.bias + m.scale*float32(sum)
}

// Name-model thresholds (held-out false-positive rates on the benign train lists,
// printed by scripts/gennamemodel) and the risk points they give.
const (
	nameLogitStrong = 5.2 // about 0.2% of benign names
	nameLogitMedium = 4.0 // about 0.4%
	// On free hosting the platform already says "anyone": a weaker resemblance
	// is enough to lift a page there (tuned on the Debian home pages on GitHub
	// Pages against the OpenPhish dev set).
	nameLogitHosted = 1.5
	ptsNameStrong   = 32
	ptsNameMedium   = 12
)

// checkName scores the host name with the name model; hosted tells a name on a
// hosting platform.
func (e *Engine) checkName(a *urlAcc, name []byte, hosted bool) {
	m := e.phish.names
	if m == nil || len(name) == 0 {
		return
	}
	if len(name) > 4 && string(name[:4]) == "www." {
		name = name[4:]
	}
	z := m.logit(name)
	pts := 0
	switch {
	case z >= nameLogitStrong:
		pts = ptsNameStrong
	case hosted && z >= nameLogitHosted:
		pts = ptsHostedThrowaway
	case z >= nameLogitMedium:
		pts = ptsNameMedium
	default:
		return
	}
	a.add(pts)
	a.detail("name resembles known scam domains", nil)
	if pts >= ptsNameStrong {
		if a.fr {
			a.reason("🧪 Le nom ", name, " ressemble à ceux de sites d'arnaque connus", nil, "")
		} else {
			a.reason("🧪 The name ", name, " resembles those of known scam sites", nil, "")
		}
	}
}
