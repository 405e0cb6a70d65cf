# The command line's sentences for people (src/cli). Its JSON and CSV
# never change with the language.

explain-no-ties = No players are tied on match points: the standings need no tiebreakers.
explain-not-tied = { $name } is not tied with anyone: rank { $rank } on { $points } match points alone.
