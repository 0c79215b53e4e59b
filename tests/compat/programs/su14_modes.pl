% sample_uniform1/3: both modes of one key; Result bound is one Boolean fact per key (the same for every element), Result unbound the key's choice
a :- sample_uniform1(d, [1, 2, 3], 2).
b :- sample_uniform1(d, [1, 2, 3], X), X == 2.
c :- sample_uniform1(d, [1, 2, 3], 3).
ab :- a, b.
ac :- a, c.
bc :- b, sample_uniform1(d, [1, 2, 3], Y), Y == 3.
query(a). query(b). query(c). query(ab). query(ac). query(bc).
