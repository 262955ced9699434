"""Hybrid Recall, one stage per module in the order data flows:

question.py      understand the question: its words, whether it says "I", its time cues
graph_source.py  anchors (names, the speaker, meaning) and the facts spreading activation reaches from them
lexical.py       BM25 over the episodes Dgraph's word index finds
lists.py         lists derived from the candidates: the people named, the time asked about, facts by word
fusion.py        fuse the ranked lists into one (reciprocal-rank fusion; each source's part is kept for `why`)
context.py       render the chosen facts and episodes as markdown for a prompt
pipeline.py      the stages wired together (HybridRecall)
"""
