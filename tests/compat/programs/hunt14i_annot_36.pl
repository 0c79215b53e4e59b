% probability annotation with parentheses and spaces
(0.3)::a.
0.2 ::b.
0.4:: c.
(0.1+0.1) :: d.
query(a). query(b). query(c). query(d).
