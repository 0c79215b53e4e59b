% a negative head with no positive clause: under unknown(fail) the missing a_p fails, so a is false
:- unknown(fail).
0.5::\+a.
0.3::b.
0.5::\+b :- c.
0.4::c.
query(a). query(b).
