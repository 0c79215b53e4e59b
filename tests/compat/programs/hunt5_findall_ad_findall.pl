% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): ad findall
0.2::col(r); 0.3::col(g); 0.5::col(b).
0.5::size(s); 0.5::size(l).
l(L) :- findall(C-S, (col(C), size(S)), L).
query(l(_)).
