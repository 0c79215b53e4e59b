% hunt17: a mutant (agreeing with ProbLog) of hunt14h_write_13.pl: wrap-findall clause 4 goal 4
0.5::h(1).
0.5::h(2).
line :- write(a), write(' '), write(b), write(1.5), nl.
heads :- h(1), write(first), h(2), findall(x_, (write(' second')), [_|_]), nl.
query(line).
query(heads).
