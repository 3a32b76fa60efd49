package engine

import "bytes"

// Internationalized hosts: labels that mix scripts, and labels written entirely
// in look-alike letters of another alphabet (homoglyph.go gives the skeletons).

// checkIDN flags mixed-script labels and whole-script look-alikes in IDN hosts.
func (e *Engine) checkIDN(u *URL, s *urlScratch, a *urlAcc) {
	mixed, whole := mixedScriptLabel(u.Unicode)
	if whole {
		// Only a label made entirely of look-alike letters is a homograph.
		s.skel = appendSkeleton(s.skel[:0], u.Unicode)
		whole = bytes.IndexByte(s.skel, '*') < 0
	}
	switch {
	case mixed:
		a.add(ptsMixedScript)
		a.detail("mixed scripts in host", u.Unicode)
		if a.fr {
			a.reason("🔤 ", u.Unicode, " mélange des lettres latines et des lettres d'un autre alphabet qui leur ressemblent", nil, "")
		} else {
			a.reason("🔤 ", u.Unicode, " mixes Latin letters with look-alike letters of another alphabet", nil, "")
		}
	case whole && a.brand < 0:
		a.add(ptsWholeScript)
		a.detail("look-alike alphabet in host", u.Unicode)
		if a.fr {
			a.reason("🔤 ", u.Unicode, " est écrit avec les lettres d'un autre alphabet, qui ressemblent à des lettres latines (se lit « ", s.skel, " »)")
		} else {
			a.reason("🔤 ", u.Unicode, " is written in letters of another alphabet that look Latin (reads as ", s.skel, ")")
		}
	default:
		a.add(ptsIDN)
		a.detail("internationalized host", u.Unicode)
	}
}
