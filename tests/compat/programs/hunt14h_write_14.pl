% a write in a rule with an open query over several answers, each answer one line
0.2::size(s1, small). 0.5::size(s2, large). 0.7::size(s3, small).
report(S, Z) :- size(S, Z), write(S), write(' is '), write(Z), nl.
query(report(_, _)).
