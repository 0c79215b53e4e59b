% write with no newline, then nl, several goals on one line
0.5::h(1). 0.5::h(2).
line :- write(a), write(' '), write(b), write(1.5), nl.
heads :- h(1), write(first), h(2), write(' second'), nl.
query(line). query(heads).
