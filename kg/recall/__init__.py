"""Hybrid Recall, one stage per module in the order data flows:

    question.py   understand the question: its words, the names in it, its time cues
    sources.py    gather ranked candidates per source: graph facts, words, vector, people, time
    fusion.py     fuse the ranked lists into one (reciprocal-rank fusion; each source's part is kept for `why`)
    context.py    render the chosen facts and episodes as markdown for a prompt
    pipeline.py   the stages wired together (HybridRecall)
"""
