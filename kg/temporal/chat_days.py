"""Chat's spellings of the days beside today, which the time rules, the tense cues and extraction's tokenizer all
read: "my test is tmrw", "party 2nite", "went yday"."""

from __future__ import annotations

CHAT_DAYS = {
    "tmrw": "tomorrow",
    "tmr": "tomorrow",
    "2moro": "tomorrow",
    "2morrow": "tomorrow",
    "tonite": "tonight",
    "2nite": "tonight",
    "yday": "yesterday",
}
# The ones that put a sentence ahead, as "tomorrow" does.
CHAT_TOMORROWS = tuple(chat for chat, day in CHAT_DAYS.items() if day == "tomorrow")
# And behind, as "yesterday" does.
CHAT_YESTERDAYS = tuple(chat for chat, day in CHAT_DAYS.items() if day == "yesterday")
