% \+(a;b) is read as \+ (a;b), as ProbLog reads it (a disjunction right inside \+( ... ))
0.5::a. 0.4::b. 0.3::c.
none :- \+(a;b).
neither_nor_c :- \+(a;b;c).
mixed :- \+(a;b,c).
both :- \+(a,b).
query(none). query(neither_nor_c). query(mixed). query(both).
