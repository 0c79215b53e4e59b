% write/N with several arguments joins them with spaces
0.6::rain.
report :- write(weather, is, wet), nl.
lv(low). lv(high).
alarm(X) :- lv(X), write('level:', X), nl.
query(report).
query(alarm(_)).
report :- rain.
