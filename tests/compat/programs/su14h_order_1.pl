% answers of several queries with names that sort differently from the query order
0.5::b. 0.5::a. 0.5::'C'. 0.5::c. 0.5::'a b'. 0.5::ab.
query(b). query(a). query('C'). query(c). query('a b'). query(ab).
