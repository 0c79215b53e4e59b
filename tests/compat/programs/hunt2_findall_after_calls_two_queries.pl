% findall/3 over facts, some called earlier in the rule body and by an earlier query
0.5::likes(ann, tea). 0.5::likes(ann, coffee). 0.5::likes(ann, juice).
fav(L) :- likes(ann, juice), findall(D, likes(ann, D), L).
fav2(L) :- likes(ann, coffee), likes(ann, tea), findall(D, likes(ann, D), L).
query(fav(_)). query(fav2(_)).
