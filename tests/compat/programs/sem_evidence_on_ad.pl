% evidence on the heads of annotated disjunctions (false on one head, true on a derived atom) and queries on every head
0.2::col(red); 0.3::col(green); 0.5::col(blue).
0.1::size(s); 0.6::size(m); 0.3::size(l).
warm :- col(red). warm :- col(green), size(l).
evidence(col(blue), false).
evidence(warm, true).
query(col(red)). query(col(green)). query(col(blue)). query(size(l)). query(warm).
