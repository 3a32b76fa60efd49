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
// over "^" + name + "$" without building that string. FNV-1a hashes a byte at a
// time, so the 3-, 4- and 5-grams starting at one position are hashed in one pass;
// the weights are summed as integers, in whatever order.
func (m *nameModel) logit(name []byte) float32 {
	n := len(name) + 2
	at := func(i int) byte {
		switch i {
		case 0:
			return '^'
		case n - 1:
			return '$'
		}
		return name[i-1]
	}
	sum := int32(0)
	shift := 32 - m.bits
	for i := 0; i+3 <= n; i++ {
		h := uint32(2166136261)
		for j := i; j < i+5 && j < n; j++ {
			h ^= uint32(at(j))
			h *= 16777619
			if j >= i+2 { // the n-gram i..j has 3 to 5 bytes
				sum += int32(m.weights[h>>shift])
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
	ptsNameStrong   = 32
	ptsNameMedium   = 12
)

// checkName scores the host name with the name model.
func (e *Engine) checkName(a *urlAcc, name []byte) {
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
	case z >= nameLogitMedium:
		pts = ptsNameMedium
	default:
		return
	}
	a.add(pts)
	a.detail("name resembles known scam domains", nil)
	if pts >= ptsNameStrong {
		a.reason("🧪 The name ", name, " resembles those of known scam sites", nil, "")
	}
}
